import { Download, Trash2, X } from "lucide-react";
import type { ReactNode } from "react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { DATA_REQUESTS_PATH, KIND_LABELS, STATUS_LABELS, type DataRequestRow } from "~/modules/data-requests/data-request-rules";
import { ERASED_REVIEW_AUTHOR } from "~/modules/erasure/couple-erasure-rules";
import { formatReceivedAt } from "~/modules/time/uk-dates";

// One logged request on the admin's 'Data requests' page (docs/product/admin.md#data-requests): its facts and, while
// it can be acted on, the one action that fits it.

/** A logged request as the page's data carries it: its closing time as an ISO string. */
export type DataRequestCardData = Omit<DataRequestRow, "closedAt"> & { closedAt: string | null };

/** 'couple' | 'vendor': an account has the address; null: none has; undefined: not looked up (closed as none). */
type AccountKind = "couple" | "vendor" | null | undefined;

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold uppercase tracking-wide text-muted">{term}</dt>
      <dd className="text-ink">{children}</dd>
    </div>
  );
}

function Actions({ request, account, busy }: { request: DataRequestCardData; account: AccountKind; busy: boolean }) {
  if (account === undefined) return null;
  if (account === null) {
    if (request.status !== "open") return null;
    return (
      <Form method="post" className="flex flex-wrap items-center gap-3">
        <p className="text-sm text-muted">No account has this email address.</p>
        <input type="hidden" name="requestId" value={request.id} />
        <Button type="submit" name="intent" value="no-account" variant="outline" disabled={busy}>
          <X aria-hidden="true" /> Close: no account found
        </Button>
      </Form>
    );
  }
  if (request.kind === "export") {
    // A full page navigation, so the browser saves the zip the action answers with.
    return (
      <Form method="post" action={`${DATA_REQUESTS_PATH}/${request.id}/export`} reloadDocument>
        <Button type="submit" variant="outline">
          <Download aria-hidden="true" /> Download their data
        </Button>
      </Form>
    );
  }
  if (request.status !== "open") return null;
  return (
    <details className="rounded-lg ring-1 ring-red-200">
      <summary className="cursor-pointer px-4 py-2 text-sm font-semibold text-red-800">Erase their account…</summary>
      <Form method="post" className="space-y-3 px-4 pb-4">
        <p className="text-sm text-ink">
          {account === "couple"
            ? "The couple's account, their wedding (unless a partner shares it), shortlist and guest list are deleted now; their enquiries are anonymised for the vendors. This cannot be undone."
            : "The vendor's subscription is cancelled, their listing leaves the site now and the account is deleted in 30 days unless they restore it. They are emailed."}
        </p>
        <input type="hidden" name="requestId" value={request.id} />
        {account === "couple" ? (
          <label className="flex items-start gap-2 text-sm">
            <input type="checkbox" name="deleteReviews" value="yes" className="mt-1" /> Also delete the reviews they wrote (otherwise they stay, signed
            '{ERASED_REVIEW_AUTHOR}')
          </label>
        ) : null}
        <label className="flex items-start gap-2 text-sm font-semibold">
          <input type="checkbox" name="confirm" value="yes" required className="mt-1" /> I have checked this request came from the account's holder
        </label>
        <Button type="submit" name="intent" value="erase" variant="outline" className="text-red-800" disabled={busy}>
          <Trash2 aria-hidden="true" /> Erase their account
        </Button>
      </Form>
    </details>
  );
}

/** A request's card: address, what was asked, received and due days, status and who closed it when, and its action. */
export function DataRequestCard({ request, account, busy }: { request: DataRequestCardData; account: AccountKind; busy: boolean }) {
  const headingId = `data-request-${request.id}`;
  return (
    <article aria-labelledby={headingId} className="space-y-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-brand-100" data-request-id={request.id}>
      <h3 id={headingId} className="break-all font-semibold text-ink">
        {request.email}
      </h3>
      <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
        <Fact term="Asked for">{KIND_LABELS[request.kind]}</Fact>
        <Fact term="Received">{request.receivedOn}</Fact>
        <Fact term="Due">{request.dueOn}</Fact>
        <Fact term="Status">{STATUS_LABELS[request.status]}</Fact>
      </dl>
      {request.closedByEmail && request.closedAt ? (
        <p className="text-sm text-muted">
          Closed by {request.closedByEmail} on {formatReceivedAt(request.closedAt)}
        </p>
      ) : null}
      {request.note ? <p className="whitespace-pre-line text-sm text-muted">{request.note}</p> : null}
      <Actions request={request} account={account} busy={busy} />
    </article>
  );
}
