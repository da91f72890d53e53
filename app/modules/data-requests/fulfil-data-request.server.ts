import type { Database } from "~/db/client.server";
import { COUPLE_ROLE } from "~/modules/accounts/auth.server";
import type { AuditActor } from "~/modules/audit/audit-log.server";
import type { BillingProvider } from "~/modules/billing/billing-provider.server";
import { dataExportResponse, vendorSubject, type ExportSubject } from "~/modules/data-export/data-export.server";
import { DATA_REQUEST_MESSAGES } from "~/modules/data-requests/data-request-rules";
import { closeDataRequest, findRequestAccount, getDataRequest, type DataRequestRow, type RequestAccount } from "~/modules/data-requests/data-requests.server";
import { startAccountDeletion } from "~/modules/erasure/account-deletion.server";
import { eraseCoupleAccount } from "~/modules/erasure/couple-erasure.server";
import { AppError } from "~/modules/errors/app-error";
import type { MailSender } from "~/modules/mail/mail-message";

// Fulfilling a request made by email (docs/product/admin.md#data-requests; decision 093) with the very functions a
// person uses on their own account: the same zip, the same erasure. Support has verified the requester, so the
// checks that stand in for that online (a fresh sign-in, the password) are not asked for.

/** The request, when it is of `kind` and its address has an account; AppError otherwise (nothing changed). */
async function requestWithAccount(db: Database, id: string, kind: DataRequestRow["kind"]): Promise<{ request: DataRequestRow; account: RequestAccount }> {
  const request = await getDataRequest(db, id);
  // A request asking for the other thing is not one this action can act on: as if it did not exist.
  if (request.kind !== kind) throw new AppError("not_found", DATA_REQUEST_MESSAGES.wrongKind);
  if (request.status === "no_account") throw new AppError("conflict", DATA_REQUEST_MESSAGES.closed);
  const account = await findRequestAccount(db, request.email);
  if (!account) throw new AppError("not_found", DATA_REQUEST_MESSAGES.noAccount);
  return { request, account };
}

/**
 * 'Download their data': the zip the account holder would download themselves ({@link dataExportResponse}), for
 * the couple's or vendor's account with the request's address; the request is marked fulfilled (if open) and the
 * download audited by the request's id, each time. Input: database, the admin, the request's id as text, the time.
 * Output: the streamed Response. Throws AppError `not_found` (no such request; or no account has the address, with
 * the message saying so), 404 too for an erasure request; `conflict` (closed as 'no account found').
 * Rule: docs/product/admin.md#data-requests, docs/decisions/090-data-export.md.
 */
export async function exportForRequest(db: Database, admin: AuditActor, id: string, at: Date): Promise<Response> {
  const { request, account } = await requestWithAccount(db, id, "export");
  const subject: ExportSubject = account.role === COUPLE_ROLE ? { kind: "couple", userId: account.userId } : await vendorSubject(db, account.userId);
  await closeDataRequest(db, admin, request, { status: "fulfilled", action: "data-request.export", after: { account: subject.kind }, at });
  return dataExportResponse(db, subject, at);
}

/** What an erasure needs besides the database: the vendor path's provider and mail. */
export type ErasureDeps = {
  provider: BillingProvider;
  mail: { sendMail: MailSender; signInUrl: string; supportEmail: string };
};

/**
 * 'Erase their account', confirmed by the admin: a couple's account is erased at once as by 'Delete my account'
 * ({@link eraseCoupleAccount}, their reviews kept as a former couple's unless `deleteReviews`); a vendor's account
 * is set to be deleted in 30 days as by theirs ({@link startAccountDeletion}: subscription cancelled, listing off
 * the site, confirmation mailed). The request is marked fulfilled and audited by its id, with counts only.
 * Input: database, the admin, the request's id as text, `{ confirmed, deleteReviews }`, {@link ErasureDeps}, the time.
 * Output: which path ran. Throws AppError `invalid` unless confirmed, `not_found` (no such request, or no account),
 * 404 too for an export request; `conflict` (closed as 'no account found', a vendor deletion already pending); nothing
 * changed then. Rule: docs/product/admin.md#data-requests, decisions 091 and 092.
 */
export async function eraseForRequest(
  db: Database,
  admin: AuditActor,
  id: string,
  choice: { confirmed: boolean; deleteReviews: boolean },
  deps: ErasureDeps,
  at: Date,
): Promise<{ account: "couple" | "vendor" }> {
  const { request, account } = await requestWithAccount(db, id, "erasure");
  if (request.status !== "open") throw new AppError("conflict", DATA_REQUEST_MESSAGES.closed);
  if (!choice.confirmed) throw new AppError("invalid", DATA_REQUEST_MESSAGES.notConfirmed, { fieldErrors: { confirm: DATA_REQUEST_MESSAGES.notConfirmed } });
  if (account.role === COUPLE_ROLE) {
    const erased = await eraseCoupleAccount(db, account.userId, { deleteReviews: choice.deleteReviews });
    await closeDataRequest(db, admin, request, {
      status: "fulfilled",
      action: "data-request.erase",
      after: { account: "couple", weddingDeleted: erased.weddingDeleted, conversations: erased.conversations, reviewsDeleted: erased.reviewsDeleted, reviewsKept: erased.reviewsKept },
      at,
    });
    return { account: "couple" };
  }
  const { eraseAfter } = await startAccountDeletion(db, { userId: account.userId, email: account.email }, deps.mail, { provider: deps.provider, at });
  await closeDataRequest(db, admin, request, { status: "fulfilled", action: "data-request.erase", after: { account: "vendor", eraseAfter: eraseAfter.toISOString() }, at });
  return { account: "vendor" };
}
