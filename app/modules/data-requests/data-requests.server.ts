import { and, desc, eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { dataRequests, users } from "~/db/schema";
import { ADMIN_ROLE, COUPLE_ROLE, VENDOR_ROLE } from "~/modules/accounts/auth.server";
import { recordAudit, type AuditActor } from "~/modules/audit/audit-log.server";
import {
  DATA_REQUEST_MESSAGES,
  dataRequestSchema,
  dueOn,
  type DataRequestRow,
  type DataRequestStatus,
  type DataRequestValues,
} from "~/modules/data-requests/data-request-rules";
import { AppError } from "~/modules/errors/app-error";
import { invalidForm } from "~/modules/http/route-errors.server";
import { ukDay } from "~/modules/time/uk-dates";

// The log of requests made to support by email (docs/product/admin.md#data-requests; decision 093). The audit log
// names a request by its id only: the requester's address stays in this table, which the retention schedule lists.

/** The audit log's name for a request. */
export const DATA_REQUEST_ENTITY = "data_request";

/** The account a request's address belongs to, if it is a couple's or a vendor's (an admin's is not one). */
export type RequestAccount = { userId: string; email: string; role: typeof COUPLE_ROLE | typeof VENDOR_ROLE };

export type { DataRequestRow };

/**
 * Logs a request received by email, with an audit entry naming it by id. Input: database, the admin, the form's
 * values, the time (its UK day is 'today' for the received day). Output: the new request's id. Throws AppError
 * `invalid` with a message per field (no email, a malformed one, an unknown kind, a day that is not a date or is
 * in the future, a note over 1,000 characters); nothing is written then. Rule: docs/product/admin.md#data-requests.
 */
export async function logDataRequest(db: Database, admin: AuditActor, values: DataRequestValues, at: Date): Promise<number> {
  const parsed = dataRequestSchema(ukDay(at)).safeParse(values);
  if (!parsed.success) throw invalidForm(parsed.error);
  const { email, kind, receivedOn, note } = parsed.data;
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(dataRequests).values({ requesterEmail: email, kind, receivedOn, note, loggedByUserId: admin.id, createdAt: at }).returning({ id: dataRequests.id });
    await recordAudit(tx, admin, { action: "data-request.log", entityType: DATA_REQUEST_ENTITY, entityId: row!.id, after: { kind, receivedOn } });
    return row!.id;
  });
}

/**
 * Every logged request, newest received first (then newest logged), with its due day. Input: database.
 * Output: {@link DataRequestRow}[]. Rule: docs/product/admin.md#data-requests.
 */
export async function listDataRequests(db: Database): Promise<DataRequestRow[]> {
  const rows = await db
    .select({
      id: dataRequests.id,
      email: dataRequests.requesterEmail,
      kind: dataRequests.kind,
      receivedOn: dataRequests.receivedOn,
      note: dataRequests.note,
      status: dataRequests.status,
      closedByEmail: dataRequests.closedByEmail,
      closedAt: dataRequests.closedAt,
    })
    .from(dataRequests)
    .orderBy(desc(dataRequests.receivedOn), desc(dataRequests.id));
  return rows.map((row) => ({ ...row, dueOn: dueOn(row.receivedOn) }));
}

/**
 * One request by the id sent from the page. Input: database, the id as text. Output: the request.
 * Throws AppError `not_found` for an id that is not a whole number or names no request.
 */
export async function getDataRequest(db: Database, id: string): Promise<DataRequestRow> {
  if (!/^[1-9]\d{0,9}$/.test(id) || Number(id) > 2_147_483_647) throw new AppError("not_found", DATA_REQUEST_MESSAGES.notFound);
  const found = (await listOne(db, Number(id)))[0];
  if (!found) throw new AppError("not_found", DATA_REQUEST_MESSAGES.notFound);
  return found;
}

async function listOne(db: Database, id: number): Promise<DataRequestRow[]> {
  const rows = await db.select().from(dataRequests).where(eq(dataRequests.id, id));
  return rows.map((row) => ({
    id: row.id,
    email: row.requesterEmail,
    kind: row.kind,
    receivedOn: row.receivedOn,
    dueOn: dueOn(row.receivedOn),
    note: row.note,
    status: row.status,
    closedByEmail: row.closedByEmail,
    closedAt: row.closedAt,
  }));
}

/**
 * The couple's or vendor's account with `email` (compared without case), or undefined. Input: database, address.
 * Output: {@link RequestAccount}. An admin's account is never one: the back office is not erased from here.
 */
export async function findRequestAccount(db: Database, email: string): Promise<RequestAccount | undefined> {
  const [row] = await db
    .select({ userId: users.id, email: users.email, role: users.role })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`, sql`${users.role} <> ${ADMIN_ROLE}`));
  if (!row || (row.role !== COUPLE_ROLE && row.role !== VENDOR_ROLE)) return undefined;
  return { userId: row.userId, email: row.email, role: row.role };
}

/**
 * Whether each request's address has an account now, by request id (for the page's buttons; requests closed as
 * 'no account found' are left out). Input: database,
 * the requests. Output: request id → 'couple' | 'vendor' | null.
 */
export async function accountKinds(db: Database, requests: Pick<DataRequestRow, "id" | "email" | "status">[]): Promise<Record<number, "couple" | "vendor" | null>> {
  const kinds: Record<number, "couple" | "vendor" | null> = {};
  for (const request of requests) {
    if (request.status === "no_account") continue;
    const account = await findRequestAccount(db, request.email);
    kinds[request.id] = account ? (account.role === COUPLE_ROLE ? "couple" : "vendor") : null;
  }
  return kinds;
}

/**
 * Closes an open request with `status` (by `admin`, at `at`) and writes the audit entry `action` naming the request
 * by id with `after` (no personal data), in one transaction; a request already closed keeps its status and closer,
 * and only the entry is written (a repeated download). Input: database, admin, the request, the closing.
 * Throws the driver's error (nothing written). Rule: docs/product/admin.md#data-requests.
 */
export async function closeDataRequest(
  db: Database,
  admin: AuditActor,
  request: Pick<DataRequestRow, "id" | "status">,
  close: { status: Exclude<DataRequestStatus, "open">; action: string; after: Record<string, unknown>; at: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    if (request.status === "open") {
      await tx
        .update(dataRequests)
        .set({ status: close.status, closedByEmail: admin.email, closedAt: close.at })
        .where(and(eq(dataRequests.id, request.id), eq(dataRequests.status, "open")));
    }
    await recordAudit(tx, admin, { action: close.action, entityType: DATA_REQUEST_ENTITY, entityId: request.id, after: close.after });
  });
}

/**
 * Closes an open request as 'no account found', when no couple's or vendor's account has its address. Input:
 * database, the admin, the request's id as text, the time. Throws AppError `not_found` (no such request),
 * `conflict` when it is closed already or an account has the address (nothing changed).
 * Rule: docs/product/admin.md#data-requests.
 */
export async function closeWithoutAccount(db: Database, admin: AuditActor, id: string, at: Date): Promise<void> {
  const request = await getDataRequest(db, id);
  if (request.status !== "open") throw new AppError("conflict", DATA_REQUEST_MESSAGES.closed);
  if (await findRequestAccount(db, request.email)) throw new AppError("conflict", DATA_REQUEST_MESSAGES.accountExists);
  await closeDataRequest(db, admin, request, { status: "no_account", action: "data-request.no-account", after: { status: "no_account" }, at });
}
