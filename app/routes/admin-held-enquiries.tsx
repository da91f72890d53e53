import { Check, X } from "lucide-react";
import { useMemo } from "react";
import { data, Form, isRouteErrorResponse, useNavigation } from "react-router";
import type { Route } from "./+types/admin-held-enquiries";
import { QueuedEnquiryDetails } from "~/components/admin/queued-enquiry";
import { ErrorAlert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { useActionToast, type ToastMessage } from "~/components/ui/toast";
import { getDatabase } from "~/db/client.server";
import { requireAdmin } from "~/modules/accounts/admin-access.server";
import { ENQUIRY_QUEUE_MESSAGES, heldDecisionSchema, type QueuedEnquiry } from "~/modules/admin/enquiry-queues";
import { decideHeldEnquiry, listHeldEnquiries } from "~/modules/admin/held-enquiries.server";
import { notificationDepsFromConfig } from "~/modules/conversations/notification-deps.server";
import { textField } from "~/modules/http/form-errors";
import { formFailure, invalidForm, throwRouteError } from "~/modules/http/route-errors.server";
import { forwardHeaders } from "~/modules/http/route-headers";
import { requireSameOrigin } from "~/modules/http/same-origin.server";
import { JUNK_THRESHOLD } from "~/modules/lead-quality/junk-rules";

// The admin's 'Held enquiries' queue (docs/product/couples-tools.md#lead-quality; decision 059): enquiries held by
// their junk score, oldest first, with 'Release' (delivered to the vendor, mails sent) and 'Reject' on each.

export const headers = forwardHeaders;

export function meta() {
  return [{ title: "Held enquiries | Admin Dashboard | Shaadi Vendors UK" }, { name: "robots", content: "noindex" }];
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  try {
    const held = await listHeldEnquiries(getDatabase());
    return data({ held }, { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    throwRouteError(error);
  }
}

/** One decision per post (`intent` release | reject, `enquiryId`), admins only: answers `{ enquiryId, delivery, toast }`. */
export async function action({ request }: Route.ActionArgs) {
  let values = { intent: "", enquiryId: "" };
  try {
    requireSameOrigin(request);
    const admin = await requireAdmin(request);
    const formData = await request.formData();
    values = { intent: textField(formData, "intent"), enquiryId: textField(formData, "enquiryId") };
    const parsed = heldDecisionSchema.safeParse(values);
    if (!parsed.success) throw invalidForm(parsed.error, parsed.error.issues[0]?.message);
    const decided = await decideHeldEnquiry(notificationDepsFromConfig(getDatabase()), admin, parsed.data.enquiryId, parsed.data.intent);
    const toast: ToastMessage = {
      title: parsed.data.intent === "release" ? ENQUIRY_QUEUE_MESSAGES.released : ENQUIRY_QUEUE_MESSAGES.rejected,
      variant: "success",
    };
    return data({ enquiryId: decided.id, delivery: decided.delivery, toast }, { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    return formFailure(error, values, { log: "A held enquiry decision failed", message: { message: ENQUIRY_QUEUE_MESSAGES.failed } });
  }
}

export default function AdminHeldEnquiriesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { held } = loaderData;
  const failure = actionData && "formError" in actionData ? actionData.formError : undefined;
  const done = actionData && "toast" in actionData ? actionData.toast : undefined;
  const toast = useMemo<ToastMessage | undefined>(
    () => done ?? (failure ? { title: "Error", description: failure.message, variant: "error" } : undefined),
    [done, failure],
  );
  useActionToast(toast);
  return (
    <section aria-labelledby="held-heading" className="space-y-4">
      {done ? (
        <p role="status" className="rounded-lg border border-green-200 bg-green-50 p-3 text-sm text-green-900">
          {done.title}
        </p>
      ) : null}
      {failure ? <ErrorAlert>{failure.message}</ErrorAlert> : null}
      <div>
        <h2 id="held-heading" className="text-2xl font-semibold text-brand-800">
          Held enquiries
        </h2>
        <p className="mt-1 text-sm text-muted">
          Enquiries whose junk score reached {JUNK_THRESHOLD} were held before they reached the vendor, oldest first. The couple saw the usual
          success. Release delivers one to the vendor and sends its emails; Reject keeps it from the vendor for good.
        </p>
      </div>
      {held.length === 0 ? (
        <p className="rounded-2xl bg-white p-6 text-muted ring-1 ring-brand-100">No held enquiries waiting.</p>
      ) : (
        <ul className="space-y-4">
          {held.map((enquiry) => (
            <li key={enquiry.id}>
              <HeldEnquiryCard enquiry={enquiry} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function HeldEnquiryCard({ enquiry }: { enquiry: QueuedEnquiry }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("enquiryId") === String(enquiry.id);
  const headingId = `held-${enquiry.id}-title`;
  return (
    <article aria-labelledby={headingId} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-brand-100" data-enquiry-id={enquiry.id}>
      <QueuedEnquiryDetails enquiry={enquiry} headingId={headingId}>
        <Form method="post" className="flex gap-2">
          <input type="hidden" name="enquiryId" value={enquiry.id} />
          <Button type="submit" name="intent" value="release" variant="outline" disabled={busy}>
            <Check aria-hidden="true" /> Release
          </Button>
          <Button type="submit" name="intent" value="reject" variant="outline" disabled={busy}>
            <X aria-hidden="true" /> Reject
          </Button>
        </Form>
      </QueuedEnquiryDetails>
    </article>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const reason = isRouteErrorResponse(error) && typeof error.data === "string" ? error.data : ENQUIRY_QUEUE_MESSAGES.failed;
  return (
    <ErrorAlert>
      <strong>The held enquiries could not be loaded.</strong> {reason}
    </ErrorAlert>
  );
}
