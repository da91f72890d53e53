import { eq } from "drizzle-orm";
import { beforeAll, expect, it, vi } from "vitest";
import { vendors } from "~/db/schema";
import { startCheckout } from "~/modules/billing/checkout.server";
import { createTestBillingProvider } from "~/modules/billing/test-billing.server";
import { payTestCheckout } from "~/modules/billing/test-checkout.server";
import { createCategory } from "../../tests/support/factories";
import { useAsGlobalDatabase } from "../../tests/support/global-database";
import { solidImage } from "../../tests/support/image-fixtures";
import { cookieHeader, runRoute } from "../../tests/support/route-calls";
import { describeEachDatabase } from "../../tests/support/test-database";
import { action as accountAction, loader as accountLoader } from "./account-creation";
import { action as detailsAction, loader as detailsLoader } from "./business-details";
import { loader as verifiedLoader } from "./email-verified";

// Uploaded images stay in memory here rather than under DATA_DIR.
vi.mock("~/modules/storage/storage.server", () => {
  const objects = new Map<string, Uint8Array>();
  return {
    getStorage: () => ({
      put: async (key: string, bytes: Uint8Array) => {
        objects.set(key, bytes);
        return { key, url: `/media/uploads/${key}` };
      },
      delete: async (key: string) => void objects.delete(key),
    }),
  };
});

const ORIGIN = "http://localhost:3000";
const PASSWORD = "lanterns-over-the-lake-7";
let address = 0;

function post(path: string, body: URLSearchParams | FormData, headers: Record<string, string> = {}): Request {
  address += 1;
  return new Request(`${ORIGIN}${path}`, {
    method: "POST",
    headers: { origin: ORIGIN, "x-shaadi-client-ip": `198.51.100.${address}`, ...headers },
    body,
  });
}

describeEachDatabase("/account-creation, /business-details and /email-verified", (getDb, backend) => {
  useAsGlobalDatabase(getDb, backend);
  let categoryId: number;
  beforeAll(async () => {
    categoryId = (await createCategory(getDb(), { name: "Photographers" })).id;
  });

  async function paidCheckout(): Promise<string> {
    const session = await startCheckout(getDb(), createTestBillingProvider(getDb(), ORIGIN), {
      plan: "showcase",
      publicUrl: ORIGIN,
      customerEmail: "paid@example.test",
    });
    await payTestCheckout(getDb(), session.id);
    return session.id;
  }

  const accountPath = (sessionId: string) => `/account-creation?session_id=${sessionId}&plan=showcase`;
  const accountForm = (email: string, password = PASSWORD, confirmPassword = password, client = "") =>
    new URLSearchParams({ email, password, confirmPassword, client });

  it("shows 'No valid session found' for an unknown or unpaid session, and pre-fills the paid checkout's email", async () => {
    expect((await runRoute(accountLoader, new Request(`${ORIGIN}/account-creation`))).body).toEqual({ valid: false });
    expect((await runRoute(accountLoader, new Request(`${ORIGIN}${accountPath("cs_test_nope")}`))).body).toEqual({ valid: false });
    const sessionId = await paidCheckout();
    expect((await runRoute(accountLoader, new Request(`${ORIGIN}${accountPath(sessionId)}`))).body).toEqual({
      valid: true,
      sessionId,
      plan: "showcase",
      email: "paid@example.test",
    });
  });

  it("refuses a cross-site post and answers the spec's validation problems with 400", async () => {
    const sessionId = await paidCheckout();
    const foreign = await runRoute(accountAction, post(accountPath(sessionId), accountForm("a@example.test"), { origin: "https://evil.example" }));
    expect(foreign.status).toBe(403);
    const mismatch = await runRoute(accountAction, post(accountPath(sessionId), accountForm("a@example.test", PASSWORD, "other-password-1")));
    expect(mismatch).toMatchObject({ status: 400, body: { problem: { title: "Password Mismatch" }, values: { email: "a@example.test" } } });
    expect(JSON.stringify(mismatch.body)).not.toContain(PASSWORD);
  });

  it("creates the account, signs in, and continues to the business details; the checkout then cannot be reused", async () => {
    const sessionId = await paidCheckout();
    const created = await runRoute(accountAction, post(accountPath(sessionId), accountForm("maya@example.test")));
    expect(created.status).toBe(302);
    expect(created.headers.get("location")).toBe(`/business-details?session_id=${sessionId}&plan=showcase`);
    const cookie = cookieHeader(created.headers);
    expect(cookie).toMatch(/shaadi\.session_token=/);

    const again = await runRoute(accountAction, post(accountPath(sessionId), accountForm("other@example.test")));
    expect(again).toMatchObject({ status: 409, body: { problem: { message: "No valid session found. Please restart the process." } } });
    // The signed-in owner of the checkout is sent on to the business details.
    const back = await runRoute(accountLoader, new Request(`${ORIGIN}${accountPath(sessionId)}`, { headers: { cookie } }));
    expect(back.status).toBe(302);

    // With JavaScript the page shows its notice first and moves on itself.
    const scripted = await paidCheckout();
    const notice = await runRoute(accountAction, post(accountPath(scripted), accountForm("lina@example.test", PASSWORD, PASSWORD, "script")));
    expect(notice).toMatchObject({ status: 200, body: { created: { next: `/business-details?session_id=${scripted}&plan=showcase` } } });
    expect(cookieHeader(notice.headers)).toMatch(/shaadi\.session_token=/);
  });

  it("sends a visitor without an account to account creation, or to the plan choice without a session id", async () => {
    const withSession = await runRoute(detailsLoader, new Request(`${ORIGIN}/business-details?session_id=cs_x&plan=showcase`));
    expect(withSession.headers.get("location")).toBe("/account-creation?session_id=cs_x&plan=showcase");
    const without = await runRoute(detailsLoader, new Request(`${ORIGIN}/business-details`));
    expect(without.headers.get("location")).toBe("/onboarding");
  });

  it("takes the business details as multipart/form-data and goes to /business-success", async () => {
    const sessionId = await paidCheckout();
    const created = await runRoute(accountAction, post(accountPath(sessionId), accountForm("ravi@example.test")));
    const cookie = cookieHeader(created.headers);
    const path = `/business-details?session_id=${sessionId}&plan=showcase`;
    const page = await runRoute(detailsLoader, new Request(`${ORIGIN}${path}`, { headers: { cookie } }));
    expect(page.body).toMatchObject({ email: "ravi@example.test" });
    expect((page.body!.categories as { id: number }[]).some((category) => category.id === categoryId)).toBe(true);

    const fields = { businessName: "Ravi Studios", email: "studio@example.test", category: String(categoryId), location: "Birmingham", description: "Wedding photography" };
    const urlEncoded = await runRoute(detailsAction, post(path, new URLSearchParams(fields), { cookie }));
    expect(urlEncoded.status).toBe(415);

    const missing = new FormData();
    missing.set("businessName", "Ravi Studios");
    const refused = await runRoute(detailsAction, post(path, missing, { cookie }));
    expect(refused).toMatchObject({ status: 400, body: { values: { businessName: "Ravi Studios" }, fieldErrors: { location: "Please enter your location." } } });

    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.set(name, value);
    form.set("logo", new File([new Uint8Array(await solidImage("png", 500, 500))], "logo.png", { type: "image/png" }));
    form.set("gallery0", new File([new Uint8Array(await solidImage("jpeg", 900, 600))], "one.jpg", { type: "image/jpeg" }));
    const submitted = await runRoute(detailsAction, post(path, form, { cookie }));
    expect(submitted.status).toBe(302);
    expect(submitted.headers.get("location")).toBe("/business-success");
    const [vendor] = await getDb().select().from(vendors).where(eq(vendors.name, "Ravi Studios"));
    expect(vendor).toMatchObject({ isActive: false, isVerified: false, plan: "showcase", isFeatured: false });

    // Submitted once: the form now leads to the dashboard.
    const after = await runRoute(detailsLoader, new Request(`${ORIGIN}${path}`, { headers: { cookie } }));
    expect(after.headers.get("location")).toBe("/vendor-dashboard");
  });

  it("refuses a cross-site business details post before reading it", async () => {
    const form = new FormData();
    form.set("businessName", "Forged");
    const result = await runRoute(detailsAction, post("/business-details", form, { origin: "https://evil.example" }));
    expect(result).toMatchObject({ status: 403, body: { error: "This form must be sent from our own site." } });
  });

  it("answers 429 with Retry-After once one address has tried to create 10 accounts in an hour", async () => {
    const sessionId = await paidCheckout();
    const from = { "x-shaadi-client-ip": "203.0.113.77" };
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt++) {
      // A common password: refused by better-auth, so the checkout stays usable and every try counts.
      const result = await runRoute(accountAction, post(accountPath(sessionId), accountForm("spam@example.test", "password123"), from));
      statuses.push(result.status);
      if (result.status === 429) expect(Number(result.headers.get("retry-after"))).toBeGreaterThan(0);
    }
    expect(statuses).toEqual([...Array<number>(10).fill(400), 429]);
  });

  it("/email-verified shows success or error and sends any other status home", async () => {
    expect((await runRoute(verifiedLoader, new Request(`${ORIGIN}/email-verified?status=success`))).body).toMatchObject({ title: "Email Verified!" });
    expect((await runRoute(verifiedLoader, new Request(`${ORIGIN}/email-verified?status=error`))).body).toMatchObject({ title: "Verification Failed" });
    expect((await runRoute(verifiedLoader, new Request(`${ORIGIN}/email-verified?status=maybe`))).headers.get("location")).toBe("/");
  });
});
