import { Ban, Check } from "lucide-react";
import { useMemo } from "react";
import { data, Form, isRouteErrorResponse, useNavigation } from "react-router";
import type { Route } from "./+types/admin-reported-enquiries";
import { QueuedEnquiryDetails } from "~/components/admin/queued-enquiry";
import { ErrorAlert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { useActionToast, type ToastMessage } from "~/components/ui/toast";
import { getDatabase } from "~/db/client.server";
import { requireAdmin } from "~/modules/accounts/admin-access.server";
import { ENQUIRY_QUEUE_MESSAGES, reportDecisionSchema, type ReportedEnquiry } from "~/modules/admin/enquiry-queues";
import { decideEnquiryReport, listReportedEnquiries } from "~/modules/admin/reported-enquiries.server";
import { getBillingProvider } from "~/modules/billing/billing.server";
import { formatReceivedAt } from "~/modules/time/uk-dates";
import { textField } from "~/modules/http/form-errors";
import { formFailure, invalidForm, throwRouteError } from "~/modules/http/route-errors.server";
import { forwardHeaders } from "~/modules/http/route-headers";
import { requireSameOrigin } from "~/modules/http/same-origin.server";
import { UPHELD_CREDIT_DAYS } from "~/modules/lead-quality/lead-quality-promise";

// The admin's 'Reported enquiries' queue (docs/product/couples-tools.md#lead-quality; decision 059): vendors'
// 'Report not genuine', oldest first, with the reason and the enquiry; 'Uphold' (out of the vendor's figures, the
// sender blocked, the conversation's links revoked, 7 days credited) and 'Dismiss'.

export const headers = forwardHeaders;

export function meta() {
  return [{ title: "Reported enquiries | Admin Dashboard | Shaadi Vendors UK" }, { name: "robots", content: "noindex" }];
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  try {
    const reports = await listReportedEnquiries(getDatabase());
    return data({ reports }, { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    throwRouteError(error);
  }
}

/** One decision per post (`intent` uphold | dismiss, `reportId`), admins only: answers `{ reportId, status, toast }`. */
export async function action({ request }: Route.ActionArgs) {
  let values = { intent: "", reportId: "" };
  try {
    requireSameOrigin(request);
    const admin = await requireAdmin(request);
    const formData = await request.formData();
    values = { intent: textField(formData, "intent"), reportId: textField(formData, "reportId") };
    const parsed = reportDecisionSchema.safeParse(values);
    if (!parsed.success) throw invalidForm(parsed.error, parsed.error.issues[0]?.message);
    const decided = await decideEnquiryReport({ db: getDatabase(), provider: getBillingProvider() }, admin, parsed.data.reportId, parsed.data.intent);
    const toast: ToastMessage = {
      title: parsed.data.intent === "uphold" ? ENQUIRY_QUEUE_MESSAGES.upheld : ENQUIRY_QUEUE_MESSAGES.dismissed,
      variant: "success",
    };
    return data({ reportId: decided.id, status: decided.status, toast }, { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    return formFailure(error, values, { log: "An enquiry report decision failed", message: { message: ENQUIRY_QUEUE_MESSAGES.failed } });
  }
}

export default function AdminReportedEnquiriesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { reports } = loaderData;
  const failure = actionData && "formError" in actionData ? actionData.formError : undefined;
  const done = actionData && "toast" in actionData ? actionData.toast : undefined;
  const toast = useMemo<ToastMessage | undefined>(
    () => done ?? (failure ? { title: "Error", description: failure.message, variant: "error" } : undefined),
    [done, failure],
  );
  useActionToast(toast);
  return (
    <section aria-labelledby="reported-heading" className="space-y-4">
      {done ? (
        <p role="status" className="rounded-lg border border-green-200 bg-green-50 p-3 text-sm text-green-900">
          {done.title}
        </p>
      ) : null}
      {failure ? <ErrorAlert>{failure.message}</ErrorAlert> : null}
      <div>
        <h2 id="reported-heading" className="text-2xl font-semibold text-brand-800">
          Reported enquiries
        </h2>
        <p className="mt-1 text-sm text-muted">
          Enquiries vendors reported as not genuine, oldest first. Uphold removes the enquiry from the vendor&apos;s figures, blocks its sender for
          every vendor, ends the conversation&apos;s links and credits the vendor {UPHELD_CREDIT_DAYS} extra days of listing. Dismiss leaves
          everything as it is.
        </p>
      </div>
      {reports.length === 0 ? (
        <p className="rounded-2xl bg-white p-6 text-muted ring-1 ring-brand-100">No reported enquiries waiting.</p>
      ) : (
        <ul className="space-y-4">
          {reports.map((report) => (
            <li key={report.id}>
              <ReportCard report={report} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ReportCard({ report }: { report: ReportedEnquiry }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("reportId") === String(report.id);
  const headingId = `report-${report.id}-title`;
  return (
    <article aria-labelledby={headingId} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-brand-100" data-report-id={report.id}>
      <QueuedEnquiryDetails enquiry={report.enquiry} headingId={headingId}>
        <Form method="post" className="flex gap-2">
          <input type="hidden" name="reportId" value={report.id} />
          <Button type="submit" name="intent" value="uphold" variant="outline" disabled={busy}>
            <Ban aria-hidden="true" /> Uphold
          </Button>
          <Button type="submit" name="intent" value="dismiss" variant="outline" disabled={busy}>
            <Check aria-hidden="true" /> Dismiss
          </Button>
        </Form>
      </QueuedEnquiryDetails>
      <h4 className="mt-4 text-sm font-semibold text-ink">Vendor&apos;s reason</h4>
      <p className="mt-1 whitespace-pre-wrap break-words text-sm text-ink">{report.reason}</p>
      <p className="mt-1 text-sm text-muted">
        Reported <time dateTime={new Date(report.reportedAt).toISOString()}>{formatReceivedAt(report.reportedAt)}</time>
      </p>
    </article>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const reason = isRouteErrorResponse(error) && typeof error.data === "string" ? error.data : ENQUIRY_QUEUE_MESSAGES.failed;
  return (
    <ErrorAlert>
      <strong>The reported enquiries could not be loaded.</strong> {reason}
    </ErrorAlert>
  );
}
