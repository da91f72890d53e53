import { desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { mailOutbox } from "~/db/schema";
import { getAuth } from "~/modules/accounts/auth.server";
import { PLANNER_MESSAGES } from "~/modules/couples/planner-sign-in-form";
import { SIGN_IN_LINK_LIMITS } from "~/modules/couples/sign-in-link-limits.server";
import { saveToShortlist } from "~/modules/shortlist/shortlist-store.server";
import * as adminDashboard from "~/routes/admin-dashboard";
import * as adminVendors from "~/routes/admin-vendors";
import * as planner from "~/routes/planner";
import * as plannerSignIn from "~/routes/planner.sign-in";
import * as vendorAuth from "~/routes/vendor-auth";
import * as vendorDashboard from "~/routes/vendor-dashboard";
import * as vendorEnquiries from "~/routes/vendor-enquiries";
import * as vendorPortal from "~/routes/vendor-portal";
import { createAdminAccount, type AdminAccount } from "../../tests/support/admin-account";
import { createConversation } from "../../tests/support/conversations";
import { signInTokenIn } from "../../tests/support/couple-account";
import { createVendor, uniqueNumber } from "../../tests/support/factories";
import { useAsGlobalDatabase } from "../../tests/support/global-database";
import { createPortalVendor, type PortalVendor } from "../../tests/support/portal-vendor";
import { cookieHeader, runRoute, type RouteHandler } from "../../tests/support/route-calls";
import { describeEachDatabase } from "../../tests/support/test-database";

// docs/product/couples-tools.md#couple-accounts, decision 081: /planner asks a visitor for an email and mails a
// sign-in link, with the same answer for every address; the link's page signs the couple in, taking the browser's
// shortlist; a couple reaches only their own shortlist and conversations; no couple session enters the vendor portal
// or the admin area, and no vendor or admin session enters a planner.

const ORIGIN = "http://localhost:3000";

type PlannerBody = {
  couple: { email: string; vendors: { id: number; name: string }[]; conversations: { enquiryId: number }[] } | null;
  linkError: string | null;
  sent?: boolean;
  email?: string;
  values?: { email: string };
  fieldErrors?: Record<string, string>;
  formError?: { message: string };
};

function request(path: string, options: { cookie?: string; form?: Record<string, string>; ip?: string } = {}): Request {
  const headers: Record<string, string> = { origin: ORIGIN, "x-shaadi-client-ip": options.ip ?? `192.0.2.${uniqueNumber() % 250}` };
  if (options.cookie) headers.cookie = options.cookie;
  if (!options.form) return new Request(`${ORIGIN}${path}`, { headers });
  return new Request(`${ORIGIN}${path}`, { method: "POST", headers, body: new URLSearchParams(options.form) });
}

const plannerCall = (handler: RouteHandler, req: Request) => runRoute<PlannerBody>(handler, req);

describeEachDatabase("the planner", (getDb, backend) => {
  useAsGlobalDatabase(getDb, backend);

  /** The token of the newest sign-in link in the outbox for `email`. */
  async function tokenMailedTo(email: string): Promise<string> {
    const [mail] = await getDb().select().from(mailOutbox).where(eq(mailOutbox.to, email.toLowerCase())).orderBy(desc(mailOutbox.id)).limit(1);
    const token = mail && signInTokenIn(mail.text);
    if (!token) throw new Error("No sign-in link in the outbox");
    return token;
  }

  /** Signs a couple in through the two pages, as a browser holding `cookie` would. Output: the browser's new Cookie header. */
  async function signIn(email: string, cookie = ""): Promise<string> {
    const asked = await plannerCall(planner.action, request("/planner", { form: { email }, cookie }));
    expect(asked.body).toMatchObject({ sent: true, email });
    const token = await tokenMailedTo(email);
    const page = await runRoute<{ token: string }>(plannerSignIn.loader, request(`/planner/sign-in?token=${token}`, { cookie }));
    expect(page.body).toEqual({ token });
    const signedIn = await runRoute(plannerSignIn.action, request("/planner/sign-in", { form: { token }, cookie }));
    expect(signedIn.status).toBe(303);
    expect(signedIn.headers.get("location")).toBe("/planner");
    return cookieHeader(signedIn.headers);
  }

  let vendor: PortalVendor;
  let admin: AdminAccount;
  beforeAll(async () => {
    vendor = await createPortalVendor(getDb(), getAuth(), { publicUrl: ORIGIN, active: true });
    admin = await createAdminAccount(getDb(), getAuth());
  });

  describe("to a visitor", () => {
    it("shows the sign-in form, with the message of a spent link when sent back from one", async () => {
      expect((await plannerCall(planner.loader, request("/planner"))).body).toEqual({ couple: null, linkError: null });
      expect((await plannerCall(planner.loader, request("/planner?link=expired"))).body).toEqual({ couple: null, linkError: PLANNER_MESSAGES.linkExpired });
    });

    it("refuses a missing or malformed email with a message, keeping what was typed", async () => {
      for (const [typed, message] of [["", "Please enter your email address."], ["amira@", "Please enter a valid email address."]] as const) {
        const refused = await plannerCall(planner.action, request("/planner", { form: { email: typed } }));
        expect(refused.status).toBe(400);
        expect(refused.body).toMatchObject({ values: { email: typed }, fieldErrors: { email: message } });
      }
    });

    it("gives the same answer for a new address, a couple's and a vendor's", async () => {
      const couple = `known-${uniqueNumber()}@example.test`;
      await signIn(couple);
      const answers = [];
      for (const email of [`new-${uniqueNumber()}@example.test`, couple, vendor.email]) {
        const answer = await plannerCall(planner.action, request("/planner", { form: { email } }));
        answers.push({ status: answer.status, body: { ...answer.body, email: "the address" } });
      }
      expect(answers[1]).toEqual(answers[0]);
      expect(answers[2]).toEqual(answers[0]);
      expect(answers[0]).toEqual({ status: 200, body: { sent: true, email: "the address" } });
    });

    it("answers 429 with Retry-After past the per-email limit, keeping the email", async () => {
      const email = `limited-${uniqueNumber()}@example.test`;
      for (let index = 0; index < SIGN_IN_LINK_LIMITS.perEmail.max; index += 1) {
        expect((await plannerCall(planner.action, request("/planner", { form: { email } }))).status).toBe(200);
      }
      const refused = await plannerCall(planner.action, request("/planner", { form: { email } }));
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(refused.body).toMatchObject({ values: { email }, formError: { message: expect.stringMatching(/^Too many sign-in links were asked for/) } });
    });

    it("sends a spent link's button to a message and a way back", async () => {
      const email = `twice-${uniqueNumber()}@example.test`;
      await signIn(email);
      const again = await plannerCall(plannerSignIn.action, request("/planner/sign-in", { form: { token: await tokenMailedTo(email) } }));
      expect(again.status).toBe(401);
      expect(again.body?.formError?.message).toBe(PLANNER_MESSAGES.linkExpired);
      expect(again.headers.getSetCookie()).toEqual([]);
    });
  });

  describe("to a signed-in couple", () => {
    it("shows the shortlist saved before signing in and on another device, and their own conversations", async () => {
      const saved = await createVendor(getDb(), { name: `Gulab Mehndi ${uniqueNumber()}` });
      const { shortlist } = await saveToShortlist(getDb(), undefined, saved.id);
      const email = `planner-${uniqueNumber()}@example.test`;
      const conversation = await createConversation(getDb(), saved.id, { enquiry: { coupleEmail: email } });
      const cookie = await signIn(email, `shortlist=${shortlist.id}`);
      expect(cookie).toContain(`shortlist=${shortlist.id}`);
      const page = await plannerCall(planner.loader, request("/planner", { cookie }));
      expect(page.headers.get("cache-control")).toBe("no-store");
      expect(page.body?.couple).toMatchObject({ email, vendors: [{ id: saved.id, name: saved.name }], conversations: [{ enquiryId: conversation.enquiryId }] });

      const otherDevice = await signIn(email);
      expect(otherDevice).toContain(`shortlist=${shortlist.id}`);
      expect((await plannerCall(planner.loader, request("/planner", { cookie: otherDevice }))).body?.couple?.vendors.map((row) => row.id)).toEqual([saved.id]);
    });

    it("opens their own conversation and not another couple's (404), and lists only their own", async () => {
      const a = `couple-a-${uniqueNumber()}@example.test`;
      const b = `couple-b-${uniqueNumber()}@example.test`;
      const own = await createConversation(getDb(), vendor.vendorId, { enquiry: { coupleEmail: a } });
      const theirs = await createConversation(getDb(), vendor.vendorId, { enquiry: { coupleEmail: b } });
      const aCookie = await signIn(a);
      await signIn(b);
      const opened = await runRoute(planner.action, request("/planner", { cookie: aCookie, form: { intent: "open-conversation", enquiryId: String(own.enquiryId) } }));
      expect(opened.status).toBe(303);
      expect(opened.headers.get("location")).toMatch(/^\/messages\/[A-Za-z0-9_-]{43}$/);
      const refused = await plannerCall(planner.action, request("/planner", { cookie: aCookie, form: { intent: "open-conversation", enquiryId: String(theirs.enquiryId) } }));
      expect(refused.status).toBe(404);
      expect(refused.body?.formError?.message).toBe(PLANNER_MESSAGES.conversationGone);
      const listed = (await plannerCall(planner.loader, request("/planner", { cookie: aCookie }))).body?.couple?.conversations.map((row) => row.enquiryId);
      expect(listed).toEqual([own.enquiryId]);
    });

    it("signs out, forgetting the browser's shortlist cookie", async () => {
      const cookie = await signIn(`leaving-${uniqueNumber()}@example.test`);
      const out = await runRoute(planner.action, request("/planner", { cookie, form: { intent: "sign-out" } }));
      expect(out.status).toBe(303);
      expect(out.headers.getSetCookie().find((line) => line.startsWith("shortlist="))).toMatch(/^shortlist=; Max-Age=0/);
      expect((await plannerCall(planner.loader, request("/planner", { cookie }))).body).toEqual({ couple: null, linkError: null });
    });

    it("is never admitted to the vendor portal or the admin area", async () => {
      const cookie = await signIn(`isolated-${uniqueNumber()}@example.test`);
      for (const handler of [vendorPortal.loader, vendorDashboard.loader, vendorEnquiries.loader]) {
        expect((await runRoute(handler, request("/vendor-dashboard", { cookie }))).status).toBe(403);
      }
      for (const handler of [adminDashboard.loader, adminVendors.loader]) {
        expect((await runRoute(handler, request("/admin-dashboard", { cookie }))).status).toBe(403);
      }
      const signInPage = await runRoute(vendorAuth.loader, request("/vendor-auth", { cookie }));
      expect(signInPage.headers.get("location")).toBe("/planner");
    });
  });

  describe("to a vendor or an admin", () => {
    it("never shows a planner: each is sent to their own home, and a planner action answers 404", async () => {
      for (const [cookie, home] of [[vendor.cookie, "/vendor-dashboard"], [admin.cookie, "/admin-dashboard"]] as const) {
        const page = await runRoute(planner.loader, request("/planner", { cookie }));
        expect(page.status).toBe(302);
        expect(page.headers.get("location")).toBe(home);
        const opened = await runRoute(planner.action, request("/planner", { cookie, form: { intent: "open-conversation", enquiryId: "1" } }));
        expect(opened.status).toBe(404);
        const asked = await runRoute(planner.action, request("/planner", { cookie, form: { email: "someone@example.test" } }));
        expect(asked.headers.get("location")).toBe(home);
      }
    });
  });
});
