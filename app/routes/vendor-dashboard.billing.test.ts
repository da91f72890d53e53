import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { getConfig, resetConfigForTests } from "~/config.server";
import { subscriptions } from "~/db/schema";
import { getAuth } from "~/modules/accounts/auth.server";
import { BILLING_FAILED_LOCATION } from "~/modules/billing/subscription-rules";
import { useAsGlobalDatabase } from "../../tests/support/global-database";
import { createPortalVendor, type PortalVendor } from "../../tests/support/portal-vendor";
import { cookieHeader, runRoute } from "../../tests/support/route-calls";
import { describeEachDatabase } from "../../tests/support/test-database";
import { action, loader } from "~/routes/vendor-dashboard.billing";

const ORIGIN = "http://localhost:3000";

function post(cookie?: string, headers: Record<string, string> = {}): Request {
  return new Request(`${ORIGIN}/vendor-dashboard/billing`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: ORIGIN, ...(cookie ? { cookie } : {}), ...headers },
    body: "",
  });
}

/** Sets environment variables for the tests of one block and puts them back afterwards. */
function useEnv(values: () => Record<string, string>) {
  const saved: Record<string, string | undefined> = {};
  beforeAll(() => {
    for (const [name, value] of Object.entries(values())) {
      saved[name] = process.env[name];
      process.env[name] = value;
    }
    resetConfigForTests();
  });
  afterAll(() => {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    resetConfigForTests();
  });
}

describeEachDatabase("POST /vendor-dashboard/billing ('Manage billing')", (getDb, backend) => {
  useAsGlobalDatabase(getDb, backend);
  let vendor: PortalVendor;
  let other: PortalVendor;
  beforeAll(async () => {
    vendor = await createPortalVendor(getDb(), getAuth(), { publicUrl: ORIGIN, active: true });
    other = await createPortalVendor(getDb(), getAuth(), { publicUrl: ORIGIN });
  });
  const customerOf = async (account: PortalVendor) =>
    (await getDb().select().from(subscriptions).where(eq(subscriptions.checkoutSessionId, account.checkoutSessionId)))[0]!.providerCustomerId;

  it("sends a visitor without a session to /vendor-auth, and a GET back to the dashboard", async () => {
    const result = await runRoute(action, post());
    expect(result.status).toBe(302);
    expect(result.headers.get("Location")).toBe("/vendor-auth");
    expect((await runRoute(loader, new Request(`${ORIGIN}/vendor-dashboard/billing`))).headers.get("Location")).toBe("/vendor-dashboard");
  });

  it("refuses a post from another site before reading it", async () => {
    const request = post(vendor.cookie, { origin: "https://evil.example" });
    const result = await runRoute(action, request);
    expect(result.status).toBe(403);
    expect(request.bodyUsed).toBe(false);
  });

  it("opens the local billing page in test mode", async () => {
    const result = await runRoute(action, post(vendor.cookie));
    expect(result.status).toBe(303);
    expect(result.headers.get("Location")).toBe(`${getConfig().publicUrl}/billing/test`);
  });

  it("answers 404 to an account without a subscription", async () => {
    await getAuth().api.createUser({ body: { email: "unpaid-billing@example.test", password: "marigold-garlands-2026", name: "Unpaid" } });
    const { headers } = await getAuth().api.signInEmail({
      body: { email: "unpaid-billing@example.test", password: "marigold-garlands-2026" },
      headers: new Headers(),
      returnHeaders: true,
    });
    expect((await runRoute(action, post(cookieHeader(headers)))).status).toBe(404);
  });

  describe("with Stripe", () => {
    // A stand-in for api.stripe.com's billing portal: answers with a portal URL, or refuses when told to.
    const received: URLSearchParams[] = [];
    let refuse = false;
    let server: http.Server;
    let port = 0;
    beforeAll(async () => {
      server = http.createServer((request, response) => {
        let body = "";
        request.on("data", (chunk: Buffer) => (body += chunk.toString()));
        request.on("end", () => {
          received.push(new URLSearchParams(body));
          response.setHeader("content-type", "application/json");
          if (refuse) {
            response.statusCode = 400;
            response.end(JSON.stringify({ error: { type: "invalid_request_error", message: "No such customer" } }));
            return;
          }
          response.end(JSON.stringify({ id: "bps_1", object: "billing_portal.session", url: "https://billing.stripe.com/p/session/test_1" }));
        });
      });
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      port = (server.address() as AddressInfo).port;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
    useEnv(() => ({
      STRIPE_SECRET_KEY: "sk_test_portal",
      STRIPE_WEBHOOK_SECRET: "whsec_portal",
      STRIPE_API_HOST: "127.0.0.1",
      STRIPE_API_PORT: String(port),
      STRIPE_API_PROTOCOL: "http",
    }));

    it("redirects to Stripe's customer portal for the signed-in vendor's own customer, returning to the dashboard", async () => {
      received.length = 0;
      const result = await runRoute(action, post(vendor.cookie));
      expect(result.status).toBe(303);
      expect(result.headers.get("Location")).toBe("https://billing.stripe.com/p/session/test_1");
      expect(received).toHaveLength(1);
      expect(received[0]?.get("customer")).toBe(await customerOf(vendor));
      expect(received[0]?.get("customer")).not.toBe(await customerOf(other));
      expect(received[0]?.get("return_url")).toBe(`${getConfig().publicUrl}/vendor-dashboard`);
    });

    it("goes back to the dashboard with ?billing=failed when Stripe refuses, the error logged", async () => {
      refuse = true;
      const logged = vi.spyOn(console, "error").mockImplementation(() => {});
      try {
        const result = await runRoute(action, post(vendor.cookie));
        expect(result.status).toBe(303);
        expect(result.headers.get("Location")).toBe(BILLING_FAILED_LOCATION);
        expect(logged).toHaveBeenCalledWith("The billing portal could not be opened", expect.any(Error));
      } finally {
        refuse = false;
        logged.mockRestore();
      }
    });
  });
});
