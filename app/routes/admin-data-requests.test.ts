import { desc, eq } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import { beforeAll, expect, it } from "vitest";
import { auditLog, dataRequests, users, vendorErasures, vendors } from "~/db/schema";
import { getConfig } from "~/config.server";
import { createAuth, getAuth, type Auth } from "~/modules/accounts/auth.server";
import { DATA_REQUEST_MESSAGES } from "~/modules/data-requests/data-request-rules";
import type { MailMessage } from "~/modules/mail/mail-message";
import { now } from "~/modules/time/clock";
import { shiftDay, ukDay } from "~/modules/time/uk-dates";
import { createAdminAccount, type AdminAccount } from "../../tests/support/admin-account";
import { createCoupleAccount, type CoupleAccount } from "../../tests/support/couple-account";
import { fillCoupleAccount } from "../../tests/support/couple-erasure";
import { uniqueNumber } from "../../tests/support/factories";
import { useAsGlobalDatabase } from "../../tests/support/global-database";
import { columnsHolding } from "../../tests/support/personal-data-scan";
import { createPortalVendor, type PortalVendor } from "../../tests/support/portal-vendor";
import { runRoute, type RouteHandler } from "../../tests/support/route-calls";
import { testAuthConfig } from "../../tests/support/test-auth";
import { describeEachDatabase } from "../../tests/support/test-database";
import * as exportRoute from "~/routes/admin-data-request-export";
import * as page from "~/routes/admin-data-requests";

// docs/product/admin.md#data-requests, decision 093: requests received by email, logged, and fulfilled with the
// person's own export or erasure; every step audited by the request's id; admins only, any other id 404.

const ORIGIN = "http://localhost:3000";
const PATH = "/admin-dashboard/data-requests";

const get = (cookie?: string) => new Request(`${ORIGIN}${PATH}`, { headers: cookie ? { cookie } : {} });
function post(path: string, fields: Record<string, string | number>, cookie?: string): Request {
  return new Request(`${ORIGIN}${path}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: ORIGIN, ...(cookie ? { cookie } : {}) },
    body: new URLSearchParams(Object.entries(fields).map(([name, value]) => [name, String(value)])),
  });
}

type Failure = { values: Record<string, string>; fieldErrors: Record<string, string>; formError: { message: string } };

describeEachDatabase("the admin's Data requests", (getDb, backend) => {
  useAsGlobalDatabase(getDb, backend);
  let admin: AdminAccount;
  let coupleAuth: Auth;
  const sent: MailMessage[] = [];
  let listingVendor: PortalVendor;
  beforeAll(async () => {
    admin = await createAdminAccount(getDb(), getAuth());
    // The couple signs in through an auth whose mails the test reads, with the app's secret, so the app reads the session.
    coupleAuth = createAuth(getDb(), { config: { ...testAuthConfig(ORIGIN), authSecret: getConfig().authSecret }, sendMail: async (message) => void sent.push(message) });
    listingVendor = await createPortalVendor(getDb(), getAuth(), { publicUrl: ORIGIN, active: true });
  });

  const couple = () => createCoupleAccount(getDb(), coupleAuth, sent);

  /** Logs a request through the page, as the admin; answers its id. */
  async function logRequest(email: string, kind: "export" | "erasure"): Promise<number> {
    const answer = await runRoute(page.action, post(PATH, { intent: "log", email: email.toUpperCase(), kind, receivedOn: ukDay(now()), note: "" }, admin.cookie));
    expect(answer.status).toBe(200);
    const [row] = await getDb().select({ id: dataRequests.id }).from(dataRequests).where(eq(dataRequests.requesterEmail, email.toLowerCase())).orderBy(desc(dataRequests.id)).limit(1);
    return row!.id;
  }
  const auditOf = async (id: number) =>
    (await getDb().select().from(auditLog).where(eq(auditLog.entityId, String(id)))).filter((entry) => entry.entityType === "data_request");

  it("refuses bad input with a message per field, keeping what was typed and writing nothing", async () => {
    const count = async () => (await getDb().select({ id: dataRequests.id }).from(dataRequests)).length;
    const before = await count();
    const tomorrow = shiftDay(ukDay(now()), { days: 1 });
    const cases: [Record<string, string>, string, string][] = [
      [{ email: "", kind: "export", receivedOn: "2026-01-05", note: "by phone too" }, "email", DATA_REQUEST_MESSAGES.noEmail],
      [{ email: "not-an-address", kind: "export", receivedOn: "2026-01-05", note: "kept" }, "email", DATA_REQUEST_MESSAGES.badEmail],
      [{ email: "someone@example.test", kind: "everything", receivedOn: "2026-01-05", note: "kept" }, "kind", DATA_REQUEST_MESSAGES.badKind],
      [{ email: "someone@example.test", kind: "erasure", receivedOn: tomorrow, note: "kept" }, "receivedOn", DATA_REQUEST_MESSAGES.futureDay],
      [{ email: "someone@example.test", kind: "erasure", receivedOn: "2026-02-30", note: "kept" }, "receivedOn", DATA_REQUEST_MESSAGES.badDay],
    ];
    for (const [fields, field, message] of cases) {
      const answer = await runRoute<Failure>(page.action, post(PATH, { intent: "log", ...fields }, admin.cookie));
      expect(answer.status, field).toBe(400);
      expect(answer.body?.fieldErrors[field], field).toBe(message);
      expect(answer.body?.values, field).toEqual(fields);
    }
    expect(await count()).toBe(before);
  });

  it("logs a request with its due day and an audit entry naming it by id only", async () => {
    const email = `logged-${uniqueNumber()}@example.test`;
    const answer = await runRoute(page.action, post(PATH, { intent: "log", email: ` ${email} `, kind: "export", receivedOn: "2026-01-31", note: "Wrote twice" }, admin.cookie));
    expect(answer.status).toBe(200);
    const list = await runRoute<{ requests: { id: number; email: string; receivedOn: string; dueOn: string; status: string; note: string }[] }>(page.loader, get(admin.cookie));
    const row = list.body!.requests.find((request) => request.email === email)!;
    expect(row).toMatchObject({ receivedOn: "2026-01-31", dueOn: "2026-02-28", status: "open", note: "Wrote twice" });
    const entries = await auditOf(row.id);
    expect(entries.map((entry) => [entry.action, entry.actorEmail])).toEqual([["data-request.log", admin.email]]);
    expect(JSON.stringify(entries)).not.toContain(email);
  });

  it("downloads the couple's own zip, with their wedding, and closes the request as fulfilled", async () => {
    const account = await couple();
    const filled = await fillCoupleAccount(getDb(), account, listingVendor.vendorId, ORIGIN);
    const id = await logRequest(account.email, "export");
    const answer = await runRoute(exportRoute.action, post(`${PATH}/${id}/export`, {}, admin.cookie), { requestId: String(id) });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Content-Type")).toBe("application/zip");
    const files = unzipSync(new Uint8Array(await answer.response!.arrayBuffer()));
    const data = JSON.parse(strFromU8(files["data.json"]!)) as { kind: string; wedding: unknown; events: { id: number }[]; account: { email: string } };
    expect(data.kind).toBe("couple");
    expect(data.wedding).not.toBeNull();
    expect(data.events.map((event) => event.id)).toEqual([filled.eventId]);
    const [row] = await getDb().select().from(dataRequests).where(eq(dataRequests.id, id));
    expect(row).toMatchObject({ status: "fulfilled", closedByEmail: admin.email });
    expect((await auditOf(id)).map((entry) => entry.action)).toEqual(["data-request.log", "data-request.export"]);
    expect(JSON.stringify(await auditOf(id))).not.toContain(account.email);
  });

  it("erases a couple by email after confirmation, leaving their address only in the request's own record", async () => {
    const account: CoupleAccount = await couple();
    const filled = await fillCoupleAccount(getDb(), account, listingVendor.vendorId, ORIGIN);
    const id = await logRequest(account.email, "erasure");

    const unconfirmed = await runRoute<Failure>(page.action, post(PATH, { intent: "erase", requestId: id }, admin.cookie));
    expect(unconfirmed.status).toBe(400);
    expect(unconfirmed.body?.formError.message).toBe(DATA_REQUEST_MESSAGES.notConfirmed);
    expect(await getDb().select({ id: users.id }).from(users).where(eq(users.id, account.userId))).toHaveLength(1);

    const erased = await runRoute<{ done: string }>(page.action, post(PATH, { intent: "erase", requestId: id, confirm: "yes" }, admin.cookie));
    expect(erased.body?.done).toBe(DATA_REQUEST_MESSAGES.erased);
    expect(await getDb().select({ id: users.id }).from(users).where(eq(users.id, account.userId))).toEqual([]);
    expect(await columnsHolding(getDb(), filled.needles)).toEqual(["public.data_requests.requester_email"]);
    expect((await auditOf(id)).map((entry) => entry.action)).toEqual(["data-request.log", "data-request.erase"]);
  });

  it("starts a vendor's deletion by email: the listing leaves the site and the 30 days begin", async () => {
    const vendor = await createPortalVendor(getDb(), getAuth(), { publicUrl: ORIGIN, active: true });
    const id = await logRequest(vendor.email, "erasure");
    const erased = await runRoute<{ done: string }>(page.action, post(PATH, { intent: "erase", requestId: id, confirm: "yes" }, admin.cookie));
    expect(erased.body?.done).toBe(DATA_REQUEST_MESSAGES.deletionStarted);
    expect((await getDb().select({ isActive: vendors.isActive }).from(vendors).where(eq(vendors.id, vendor.vendorId)))[0]?.isActive).toBe(false);
    const [pending] = await getDb().select().from(vendorErasures).where(eq(vendorErasures.userId, vendor.userId));
    expect(pending?.eraseAfter.getTime()).toBeGreaterThan(now().getTime() + 29 * 86_400_000);
    expect((await auditOf(id)).map((entry) => entry.action)).toEqual(["data-request.log", "data-request.erase"]);
    // A second attempt finds the request closed.
    expect((await runRoute(page.action, post(PATH, { intent: "erase", requestId: id, confirm: "yes" }, admin.cookie))).status).toBe(409);
  });

  it("says when no account has the address, and closes the request as 'no account found' only then", async () => {
    const id = await logRequest(`nobody-${uniqueNumber()}@example.test`, "export");
    const download = await runRoute(exportRoute.action, post(`${PATH}/${id}/export`, {}, admin.cookie), { requestId: String(id) });
    expect(download.status).toBe(404);
    expect(download.body).toBe(DATA_REQUEST_MESSAGES.noAccount);
    const list = await runRoute<{ accounts: Record<number, string | null> }>(page.loader, get(admin.cookie));
    expect(list.body?.accounts[id]).toBeNull();
    expect((await runRoute(page.action, post(PATH, { intent: "no-account", requestId: id }, admin.cookie))).status).toBe(200);
    expect((await getDb().select({ status: dataRequests.status }).from(dataRequests).where(eq(dataRequests.id, id)))[0]?.status).toBe("no_account");
    expect((await auditOf(id)).map((entry) => entry.action)).toEqual(["data-request.log", "data-request.no-account"]);

    const withAccount = await logRequest(listingVendor.email, "export");
    expect((await runRoute(page.action, post(PATH, { intent: "no-account", requestId: withAccount }, admin.cookie))).status).toBe(409);
    expect((await getDb().select({ status: dataRequests.status }).from(dataRequests).where(eq(dataRequests.id, withAccount)))[0]?.status).toBe("open");
  });

  it("refuses visitors, vendors and couples, and answers 404 for a request of the other kind or a made-up id, changing nothing", async () => {
    const target = await couple();
    const exportId = await logRequest(target.email, "export");
    const erasureId = await logRequest(target.email, "erasure");
    const snapshot = async () => ({ requests: await getDb().select().from(dataRequests), audit: await getDb().select().from(auditLog), users: await getDb().select({ id: users.id }).from(users) });
    const before = await snapshot();
    const vendor = await createPortalVendor(getDb(), getAuth(), { publicUrl: ORIGIN });
    const someCouple = await couple();
    const beforeCallers = await snapshot();
    const calls: { handler: RouteHandler; request: (cookie?: string) => Request; params: Record<string, string> }[] = [
      { handler: page.loader, request: (cookie?: string) => get(cookie), params: {} },
      { handler: page.action, request: (cookie?: string) => post(PATH, { intent: "erase", requestId: erasureId, confirm: "yes" }, cookie), params: {} },
      { handler: page.action, request: (cookie?: string) => post(PATH, { intent: "log", email: "x@example.test", kind: "export", receivedOn: "2026-01-01" }, cookie), params: {} },
      { handler: exportRoute.action, request: (cookie?: string) => post(`${PATH}/${exportId}/export`, {}, cookie), params: { requestId: String(exportId) } },
    ];
    for (const [index, call] of calls.entries()) {
      const anonymous = await runRoute(call.handler, call.request(), call.params);
      expect(anonymous.status, `call ${index}`).toBe(302);
      expect(anonymous.headers.get("Location")).toBe("/admin");
      expect((await runRoute(call.handler, call.request(vendor.cookie), call.params)).status, `call ${index}`).toBe(403);
      expect((await runRoute(call.handler, call.request(someCouple.cookie), call.params)).status, `call ${index}`).toBe(403);
    }
    const made = await snapshot();
    expect(made.requests).toEqual(beforeCallers.requests);
    expect(made.audit).toEqual(beforeCallers.audit);
    expect(before.requests).toEqual(beforeCallers.requests);
    expect(exportId).not.toBe(erasureId);

    const ids = [String(erasureId), "999999999", "0", "-1", "1e3", "abc", "99999999999"];
    for (const requestId of ids) {
      const download = await runRoute(exportRoute.action, post(`${PATH}/${requestId}/export`, {}, admin.cookie), { requestId });
      expect(download.status, requestId).toBe(404);
    }
    for (const requestId of [String(exportId), "999999999", "abc"]) {
      expect((await runRoute(page.action, post(PATH, { intent: "erase", requestId, confirm: "yes" }, admin.cookie))).status, requestId).toBe(404);
      if (requestId !== String(exportId)) expect((await runRoute(page.action, post(PATH, { intent: "no-account", requestId }, admin.cookie))).status, requestId).toBe(404);
    }
    const after = await snapshot();
    expect(after.requests).toEqual(made.requests);
    expect(after.audit).toEqual(made.audit);
    expect(after.users).toEqual(made.users);
  });
});
