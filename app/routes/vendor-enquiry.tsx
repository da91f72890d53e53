import { Archive, ArchiveRestore, ArrowLeft, CheckCheck, Mail } from "lucide-react";
import { useEffect, useMemo, type ReactNode } from "react";
import { data, Form, isRouteErrorResponse, Link, useNavigation, useRevalidator } from "react-router";
import type { Route } from "./+types/vendor-enquiry";
import { UnexpectedErrorPage } from "~/components/status-pages";
import { ErrorAlert } from "~/components/ui/alert";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { useActionToast, type ToastMessage } from "~/components/ui/toast";
import { getDatabase } from "~/db/client.server";
import { requireVendor } from "~/modules/accounts/access.server";
import {
  ENQUIRY_NOT_FOUND,
  formatReceivedAt,
  parseEnquiryId,
  replyMailto,
  STATUS_CHANGE_DONE,
  STATUS_CHANGE_FAILED,
  STATUS_LABELS,
  statusChangeSchema,
  type InboxEnquiry,
} from "~/modules/enquiries/vendor-inbox";
import { changeEnquiryStatus, openInboxEnquiry } from "~/modules/enquiries/vendor-inbox.server";
import { AppError } from "~/modules/errors/app-error";
import { textField } from "~/modules/http/form-errors";
import { formFailure, throwRouteError } from "~/modules/http/route-errors.server";
import { forwardHeaders } from "~/modules/http/route-headers";
import { requireSameOrigin } from "~/modules/http/same-origin.server";
import { formatEventDate } from "~/modules/mail/enquiry-templates";

// One enquiry in the vendor portal (docs/product/vendor-journey-and-portal.md#enquiries-inbox): every detail the couple gave, a mailto reply, and the buttons
// that file it (plain form posts, so they work without JavaScript). The enquiry is looked up through the
// session's account, so another vendor's id answers 404 exactly like an unknown one.

export const headers = forwardHeaders;

export function meta({ loaderData }: Route.MetaArgs) {
  const name = loaderData?.enquiry.coupleName;
  return [{ title: `${name ? `Enquiry from ${name}` : "Enquiry"} | Shaadi Vendors UK` }, { name: "robots", content: "noindex" }];
}

function enquiryIdOf(params: { enquiryId?: string }): number {
  const id = parseEnquiryId(params.enquiryId);
  if (id === undefined) throw new AppError("not_found", ENQUIRY_NOT_FOUND);
  return id;
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const vendor = await requireVendor(request);
  try {
    const { enquiry, firstOpened } = await openInboxEnquiry(getDatabase(), vendor.id, enquiryIdOf(params));
    return data({ enquiry, firstOpened }, { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    throwRouteError(error);
  }
}

export async function action({ request, params }: Route.ActionArgs) {
  let values = { intent: "" };
  try {
    requireSameOrigin(request);
    const vendor = await requireVendor(request);
    const id = enquiryIdOf(params);
    values = { intent: textField(await request.formData(), "intent") };
    const parsed = statusChangeSchema.safeParse(values);
    if (!parsed.success) throw new AppError("invalid", "Unknown action.");
    const changed = await changeEnquiryStatus(getDatabase(), vendor.id, id, parsed.data.intent);
    const toast: ToastMessage = { title: STATUS_CHANGE_DONE[parsed.data.intent], variant: "success" };
    return data({ toast, status: changed.status }, { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    return formFailure(error, values, { log: "An enquiry could not be updated", message: { message: STATUS_CHANGE_FAILED } });
  }
}

export default function VendorEnquiryPage({ loaderData, actionData }: Route.ComponentProps) {
  const { enquiry, firstOpened } = loaderData;
  const { revalidate } = useRevalidator();
  // The portal's navigation loaded its unread count alongside this page, before the opening was recorded;
  // load it again so the count drops now rather than on the next visit.
  useEffect(() => {
    if (firstOpened) void revalidate();
  }, [firstOpened, enquiry.id, revalidate]);

  const failure = actionData && "formError" in actionData ? actionData.formError : undefined;
  const done = actionData && "toast" in actionData ? actionData.toast : undefined;
  const toast = useMemo<ToastMessage | undefined>(
    () => done ?? (failure ? { title: "Error", description: failure.message, variant: "error" } : undefined),
    [done, failure],
  );
  useActionToast(toast);

  const inboxLink = enquiry.status === "archived" ? "/vendor-dashboard/enquiries?view=archived" : "/vendor-dashboard/enquiries";
  return (
    <article aria-labelledby="enquiry-heading" className="space-y-6">
      <Button asChild variant="ghost" size="sm">
        <Link to={inboxLink}>
          <ArrowLeft aria-hidden="true" /> Back to {enquiry.status === "archived" ? "archived enquiries" : "inbox"}
        </Link>
      </Button>
      <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-brand-100 md:p-8">
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div>
            <h2 id="enquiry-heading" className="text-2xl font-semibold text-brand-800">
              Enquiry from {enquiry.coupleName}
            </h2>
            <p className="mt-1 text-sm text-muted">
              Received <time dateTime={new Date(enquiry.createdAt).toISOString()}>{formatReceivedAt(enquiry.createdAt)}</time>
            </p>
          </div>
          <Badge variant={enquiry.status === "new" ? "gold" : "brand"} data-testid="enquiry-status">
            {STATUS_LABELS[enquiry.status]}
          </Badge>
        </div>
        {done ? (
          <p role="status" className="mt-4 rounded-lg border border-green-200 bg-green-50 p-3 text-sm text-green-900">
            {done.title}
          </p>
        ) : null}
        {failure ? <ErrorAlert className="mt-4">{failure.message}</ErrorAlert> : null}
        <EnquiryDetails enquiry={enquiry} />
        <h3 className="mt-6 text-sm font-semibold uppercase tracking-wide text-muted">Message</h3>
        <p className="mt-2 whitespace-pre-wrap break-words rounded-xl bg-cream p-4 text-ink ring-1 ring-brand-100">{enquiry.message}</p>
        <EnquiryActions enquiry={enquiry} />
      </div>
    </article>
  );
}

function EnquiryDetails({ enquiry }: { enquiry: InboxEnquiry }) {
  const rows: [string, ReactNode][] = [
    ["Name", enquiry.coupleName],
    [
      "Email",
      <a key="email" href={replyMailto(enquiry.coupleEmail, enquiry.listingName)} className="text-brand-700 underline-offset-4 hover:underline">
        {enquiry.coupleEmail}
      </a>,
    ],
    [
      "Phone",
      enquiry.couplePhone ? (
        <a key="phone" href={`tel:${enquiry.couplePhone.replace(/[^+\d]/g, "")}`} className="text-brand-700 underline-offset-4 hover:underline">
          {enquiry.couplePhone}
        </a>
      ) : (
        <span key="phone" className="text-muted">
          Not given
        </span>
      ),
    ],
    ["Event date", formatEventDate(enquiry.eventDate)],
    ["Event type", enquiry.eventType],
    ["Guest count", enquiry.guestCount.toLocaleString("en-GB")],
    ["Received", formatReceivedAt(enquiry.createdAt)],
  ];
  return (
    <dl className="mt-6 grid gap-x-6 gap-y-3 sm:grid-cols-[max-content_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-sm text-muted">{label}</dt>
          <dd className="font-medium text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function EnquiryActions({ enquiry }: { enquiry: InboxEnquiry }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  return (
    <div className="mt-6 flex flex-wrap gap-3">
      <Button asChild>
        <a href={replyMailto(enquiry.coupleEmail, enquiry.listingName)}>
          <Mail aria-hidden="true" /> Reply by email
        </a>
      </Button>
      <Form method="post" className="flex flex-wrap gap-3">
        {enquiry.status === "replied" ? null : (
          <Button type="submit" name="intent" value="replied" variant="outline" disabled={busy}>
            <CheckCheck aria-hidden="true" /> Mark as replied
          </Button>
        )}
        {enquiry.status === "archived" ? (
          <Button type="submit" name="intent" value="inbox" variant="outline" disabled={busy}>
            <ArchiveRestore aria-hidden="true" /> Move to inbox
          </Button>
        ) : (
          <Button type="submit" name="intent" value="archived" variant="outline" disabled={busy}>
            <Archive aria-hidden="true" /> Archive
          </Button>
        )}
      </Form>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <div className="rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-brand-100">
        <h2 className="text-xl font-semibold text-brand-800">Enquiry Not Found</h2>
        <p className="mt-2 text-muted">This enquiry does not exist or was not sent to your listing.</p>
        <Button asChild className="mt-6">
          <Link to="/vendor-dashboard/enquiries">Back to inbox</Link>
        </Button>
      </div>
    );
  }
  return <UnexpectedErrorPage />;
}
