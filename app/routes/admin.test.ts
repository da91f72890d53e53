import { eq } from "drizzle-orm";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { beforeAll, expect, it } from "vitest";
import { auditLog, sessions, users } from "~/db/schema";
import { ADMIN_ACCESS_DENIED } from "~/modules/accounts/admin-access.server";
import { getAuth } from "~/modules/accounts/auth.server";
import { PASSWORD_MESSAGES } from "~/modules/accounts/password-policy";
import { ADMIN_SETUP_MESSAGES } from "~/modules/admin/admin-forms";
import { INVALID_FORM_MESSAGE } from "~/modules/http/form-errors";
import { createVendor } from "../../tests/support/factories";
import { useAsGlobalDatabase } from "../../tests/support/global-database";
import { createPaidAccount, PAID_ACCOUNT_PASSWORD, type PaidAccount } from "../../tests/support/paid-account";
import { cookieHeader, runRoute } from "../../tests/support/route-calls";
import { describeEachDatabase } from "../../tests/support/test-database";
import * as adminPage from "~/routes/admin";
import * as dashboard from "~/routes/admin-dashboard";

const ORIGIN = "http://localhost:3000";
const FIRST_ADMIN = { email: "first-admin@example.test", password: "chai-at-the-mela-ground-42" };

let address = 0;
function post(path: string, fields: Record<string, string>, cookie?: string): Request {
  address += 1;
  return new Request(`${ORIGIN}${path}`, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin: ORIGIN,
      "x-shaadi-client-ip": `198.51.100.${address}`,
      ...(cookie ? { cookie } : {}),
    },
    body: new URLSearchParams(fields),
  });
}
const get = (path: string, cookie?: string) => new Request(`${ORIGIN}${path}`, { headers: cookie ? { cookie } : {} });

type Failure = { formError: { message: string }; fieldErrors: Record<string, string>; values: { email: string } };

/** The /admin page as the browser gets it after the setup form was refused with `failure`. */
function renderRefusedSetup(failure: Failure): string {
  const loaderData = { setUp: true, adminEmail: null, expired: false };
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const Page = adminPage.default as any;
  const Stub = createRoutesStub([{ id: "admin", path: "/admin", Component: Page, loader: () => loaderData }]);
  return renderToStaticMarkup(
    createElement(Stub, { initialEntries: ["/admin"], hydrationData: { loaderData: { admin: loaderData }, actionData: { admin: failure } } }),
  );
}

/** How many times `text` (as HTML escapes it) appears in `html`. */
const occurrences = (html: string, text: string) => html.split(text.replaceAll("'", "&#x27;")).length - 1;

describeEachDatabase("/admin and the admin dashboard's frame", (getDb, backend) => {
  useAsGlobalDatabase(getDb, backend);
  let vendor: PaidAccount;
  beforeAll(async () => {
    vendor = await createPaidAccount(getDb(), getAuth(), { publicUrl: ORIGIN });
  });
  const adminCount = async () => (await getDb().select().from(users).where(eq(users.role, "admin"))).length;

  it("shows each message of a refused first-run setup once: beside its field, the alert pointing there", async () => {
    const setup = (email: string, password: string) =>
      runRoute<Failure>(adminPage.action, post("/admin", { intent: "setup", email, password, confirmPassword: password }));
    // The password holds the email's name part ("first-admin"); then an email a vendor already has.
    const namePart = await setup(FIRST_ADMIN.email, "first-admin-mela-ground-42");
    const taken = await setup(vendor.email, FIRST_ADMIN.password);
    expect(namePart.body?.fieldErrors.password).toBe(PASSWORD_MESSAGES.contains_email.message);
    expect(taken.body?.fieldErrors.email).toBe(ADMIN_SETUP_MESSAGES.emailTaken);
    for (const [failure, message] of [[namePart, PASSWORD_MESSAGES.contains_email.message], [taken, ADMIN_SETUP_MESSAGES.emailTaken]] as const) {
      const html = renderRefusedSetup(failure.body!);
      expect(occurrences(html, message), message).toBe(1);
      expect(html).toMatch(new RegExp(`role="alert".*${INVALID_FORM_MESSAGE}`));
    }
    expect(await adminCount()).toBe(0);
  });

  it("offers first-run setup while no admin exists, refuses a mismatch, then creates the admin and signs it in", async () => {
    expect((await runRoute<{ setUp: boolean }>(adminPage.loader, get("/admin"))).body?.setUp).toBe(true);
    const mismatch = await runRoute<Failure>(
      adminPage.action,
      post("/admin", { intent: "setup", email: FIRST_ADMIN.email, password: FIRST_ADMIN.password, confirmPassword: "something-else-entirely" }),
    );
    expect(mismatch.status).toBe(400);
    expect(mismatch.body?.fieldErrors.confirmPassword).toBe(ADMIN_SETUP_MESSAGES.mismatch);
    expect(mismatch.body?.values.email).toBe(FIRST_ADMIN.email);
    expect(await adminCount()).toBe(0);

    const created = await runRoute(adminPage.action, post("/admin", { intent: "setup", ...FIRST_ADMIN, confirmPassword: FIRST_ADMIN.password }));
    expect(created.status).toBe(302);
    expect(created.headers.get("Location")).toBe("/admin-dashboard");
    expect(await adminCount()).toBe(1);
    const cookie = cookieHeader(created.headers);
    const frame = await runRoute<{ admin: { email: string }; audit: { action: string }[] }>(dashboard.loader, get("/admin-dashboard", cookie));
    expect(frame.body?.admin.email).toBe(FIRST_ADMIN.email);
    expect(frame.body?.audit.map((entry) => entry.action)).toContain("admin.create-first");
    // Signed in already: /admin goes to the dashboard.
    expect((await runRoute(adminPage.loader, get("/admin", cookie))).headers.get("Location")).toBe("/admin-dashboard");
  });

  it("refuses setup on the server once an admin exists, and no longer offers it", async () => {
    expect((await runRoute<{ setUp: boolean }>(adminPage.loader, get("/admin"))).body?.setUp).toBe(false);
    const refused = await runRoute<Failure>(
      adminPage.action,
      post("/admin", { intent: "setup", email: "second@example.test", password: FIRST_ADMIN.password, confirmPassword: FIRST_ADMIN.password }),
    );
    expect(refused.status).toBe(403);
    expect(refused.body?.formError.message).toBe(ADMIN_SETUP_MESSAGES.alreadySetUp);
    expect(await adminCount()).toBe(1);
  });

  it("signs an admin in, refuses a wrong password, and gives a vendor with the right password no session", async () => {
    const wrong = await runRoute<Failure>(adminPage.action, post("/admin", { email: FIRST_ADMIN.email, password: "not-the-password-123" }));
    expect(wrong.status).toBe(401);
    const sessionsOf = async (userId: string) => (await getDb().select().from(sessions).where(eq(sessions.userId, userId))).length;
    const vendorSessions = await sessionsOf(vendor.userId);
    const denied = await runRoute<Failure>(adminPage.action, post("/admin", { email: vendor.email, password: PAID_ACCOUNT_PASSWORD }));
    expect(denied.status).toBe(403);
    expect(denied.body?.formError.message).toBe(ADMIN_ACCESS_DENIED);
    expect(await sessionsOf(vendor.userId)).toBe(vendorSessions);
    const signedIn = await runRoute(adminPage.action, post("/admin", FIRST_ADMIN));
    expect(signedIn.headers.get("Location")).toBe("/admin-dashboard");
  });

  it("shows the stat cards to an admin only (anonymous to /admin, a vendor 403), and signs out through /admin", async () => {
    await createVendor(getDb(), { isActive: true, isFeatured: true });
    await createVendor(getDb(), { isActive: false });
    expect((await runRoute(dashboard.loader, get("/admin-dashboard"))).headers.get("Location")).toBe("/admin");
    expect((await runRoute(dashboard.loader, get("/admin-dashboard", vendor.cookie))).status).toBe(403);
    expect((await runRoute(dashboard.loader, get("/admin-dashboard/listings", vendor.cookie))).status).toBe(403);

    const signedIn = await runRoute(adminPage.action, post("/admin", FIRST_ADMIN));
    const cookie = cookieHeader(signedIn.headers);
    const frame = await runRoute<{ stats: Record<string, number> }>(dashboard.loader, get("/admin-dashboard", cookie));
    expect(frame.body?.stats).toMatchObject({ totalVendors: 2, activeVendors: 1, featuredVendors: 1, totalBusinessListings: 0, verifiedListings: 0 });
    const signedOut = await runRoute(adminPage.action, post("/admin", { intent: "sign-out" }, cookie));
    expect(signedOut.headers.get("Location")).toBe("/admin");
    expect((await runRoute(dashboard.loader, get("/admin-dashboard", cookie))).headers.get("Location")).toBe("/admin");
    expect((await getDb().select().from(auditLog)).length).toBeGreaterThan(0);
  });
});
