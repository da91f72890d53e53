import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq, inArray } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { openDatabase, type DatabaseHandle } from "~/db/client.server";
import { createScratchDatabase } from "~/db/scratch-database.server";
import { importJobs, vendors, webhookEvents } from "~/db/schema";
import { createAuth, type Auth } from "~/modules/accounts/auth.server";
import { API_RATE_LIMITS } from "~/modules/http/api-rate-limit.server";
import { createAdminAccount } from "../support/admin-account";
import { createCategory } from "../support/factories";
import { solidImage } from "../support/image-fixtures";
import { freePort } from "../support/free-port";
import { PAID_ACCOUNT_PASSWORD } from "../support/paid-account";
import { createPortalVendor } from "../support/portal-vendor";
import { testAuthConfig } from "../support/test-auth";
import { startLocalS3, startProductionServer, type LocalS3, type ProductionServer } from "./support/app-instances";

// Issue "Production at scale", "Stateless instances": two production servers on different ports against one
// PostgreSQL database and one S3-compatible store; nothing that matters lives in either process (decision 043).

const WEBHOOK_SECRET = "whsec_two_instances_test";
const AUTH_SECRET = testAuthConfig().authSecret!;
const LEASE_SECONDS = 10;

let scratch: { url: string; drop: () => Promise<void> };
let s3: LocalS3;
let handle: DatabaseHandle;
let auth: Auth;
let a: ProductionServer;
let b: ProductionServer;
let env: Record<string, string>;

// The site the scraping job visits: each vendor's page answers after 2.5 s (within the scraper's 5 s), so a job of
// ten vendors runs long enough for an instance to be killed in the middle of it.
const PAGE_DELAY_MS = 2_500;
let site: http.Server;
let siteUrl = "";
const pageRequests = new Map<string, number>();
const PAGE_TEXT = "Bridal mehndi for South Asian weddings across the Midlands, with intricate Rajasthani designs.";

beforeAll(async () => {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error("DATABASE_URL must be set for the production tests");
  scratch = await createScratchDatabase(serverUrl, "twoinst");
  s3 = await startLocalS3();
  site = http.createServer((request, response) => {
    const page = () => response.writeHead(200, { "content-type": "text/html" }).end(`<title>${request.url}</title><p>${PAGE_TEXT}</p>`);
    pageRequests.set(request.url ?? "", (pageRequests.get(request.url ?? "") ?? 0) + 1);
    setTimeout(page, PAGE_DELAY_MS);
  });
  await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;

  const [portA, portB] = [await freePort(), await freePort()];
  env = {
    DATABASE_URL: scratch.url,
    AUTH_SECRET,
    ...s3.env(`http://127.0.0.1:${portA}/media/uploads`),
    STRIPE_SECRET_KEY: "sk_test_two_instances",
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    SCRAPER_ALLOW_LOOPBACK: "on",
    JOB_LEASE_SECONDS: String(LEASE_SECONDS),
  };
  // One after the other: the first applies the migrations and installs the job queue's schema.
  a = await startProductionServer(env, portA);
  b = await startProductionServer(env, portB);
  handle = await openDatabase({ kind: "postgres", url: scratch.url });
  auth = createAuth(handle.db, { config: { ...testAuthConfig(a.url), authSecret: AUTH_SECRET }, sendMail: async () => undefined });
});

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await handle?.close();
  site?.closeAllConnections();
  await new Promise((resolve) => site?.close(resolve));
  await s3?.stop();
  await scratch?.drop();
});

/** The session cookie of a password sign-in at `server`'s /vendor-auth, as a browser would keep it. */
async function signIn(server: ProductionServer, email: string): Promise<string> {
  const response = await fetch(`${server.url}/vendor-auth`, {
    method: "POST",
    body: new URLSearchParams({ email, password: PAID_ACCOUNT_PASSWORD }),
    redirect: "manual",
  });
  expect(response.status, await response.clone().text()).toBeGreaterThanOrEqual(300);
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(";")[0]!);
  expect(cookies.some((cookie) => cookie.startsWith("shaadi.session_token="))).toBe(true);
  return cookies.join("; ");
}

describe("two production instances on one database and one store", () => {
  it("accepts on B a session made by signing in on A", async () => {
    const vendor = await createPortalVendor(handle.db, auth, { publicUrl: a.url, active: true, name: "Two Instance Mehndi" });
    const cookie = await signIn(a, vendor.email);
    const onB = await fetch(`${b.url}/vendor-dashboard`, { headers: { cookie }, redirect: "manual" });
    expect(onB.status).toBe(200);
    expect(await onB.text()).toContain("Two Instance Mehndi");
    const anonymous = await fetch(`${b.url}/vendor-dashboard`, { redirect: "manual" });
    expect(anonymous.status).toBeGreaterThanOrEqual(300);
    expect(anonymous.status).toBeLessThan(400);
  });

  it("shares rate limits: requests alternating between A and B exhaust one limit, then both refuse", async () => {
    const { max } = API_RATE_LIMITS.search;
    for (let index = 0; index < max; index++) {
      const server = index % 2 === 0 ? a : b;
      const response = await fetch(`${server.url}/api/search?q=mehndi`);
      expect(response.status, `request ${index + 1} to ${server.url}`).toBe(200);
    }
    for (const server of [a, b]) {
      const refused = await fetch(`${server.url}/api/search?q=mehndi`);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    }
  });

  it("serves on B an image uploaded through A, from the store", async () => {
    const vendor = await createPortalVendor(handle.db, auth, { publicUrl: a.url, active: true });
    const cookie = await signIn(a, vendor.email);
    const form = new FormData();
    form.set("intent", "upload-logo");
    form.set("image", new File([new Uint8Array(await solidImage("png", 240, 240))], "logo.png", { type: "image/png" }));
    const upload = await fetch(`${a.url}/vendor-dashboard/images`, { method: "POST", body: form, headers: { cookie }, redirect: "manual" });
    expect(upload.status, await upload.clone().text()).toBeLessThan(400);
    const [row] = await handle.db.select({ logoUrl: vendors.logoUrl }).from(vendors).where(eq(vendors.id, vendor.vendorId));
    expect(row?.logoUrl).toMatch(new RegExp(`^${a.url}/media/uploads/vendors/${vendor.vendorId}/logo-[0-9a-f-]+\\.\\d+x\\d+a?\\.webp$`));
    const { pathname } = new URL(row!.logoUrl!);
    const key = pathname.slice("/media/uploads/".length);
    const stored = Buffer.from(await (await fetch(`${s3.endpoint}/${s3.bucket}/${key}`)).arrayBuffer());
    expect(stored.subarray(8, 12).toString("ascii")).toBe("WEBP");

    const served = await fetch(`${b.url}${pathname}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect(Buffer.from(await served.arrayBuffer()).equals(stored)).toBe(true);
    expect((await fetch(`${b.url}/media/uploads/vendors/${vendor.vendorId}/logo-00000000-0000-4000-8000-000000000000.webp`)).status).toBe(404);
  });

  it("processes once a webhook delivered twice at the same time, once to each", async () => {
    const eventId = `evt_two_instances_${Date.now()}`;
    const payload = JSON.stringify({
      id: eventId,
      object: "event",
      type: "checkout.session.expired",
      created: Math.floor(Date.now() / 1000),
      data: { object: { id: "cs_two_instances", object: "checkout.session" } },
    });
    const signature = new Stripe("sk_test_two_instances").webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const deliver = (server: ProductionServer) =>
      fetch(`${server.url}/api/webhooks/stripe`, { method: "POST", body: payload, headers: { "stripe-signature": signature, "content-type": "application/json" } });
    const answers = await Promise.all([deliver(a), deliver(b)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const bodies = (await Promise.all(answers.map((answer) => answer.json()))) as { duplicate: boolean }[];
    expect(bodies.map((body) => body.duplicate).sort()).toEqual([false, true]);
    expect(await handle.db.select().from(webhookEvents).where(eq(webhookEvents.eventId, eventId))).toHaveLength(1);
  });

  it("finishes on B a scraping job whose instance A was killed, importing each vendor once", async () => {
    // The job must start on A: B is stopped while A takes it, and started again while A is in the middle of it.
    await b.stop();
    const category = await createCategory(handle.db, { name: "Scraped Mehndi" });
    const admin = await createAdminAccount(handle.db, auth);
    const names = Array.from({ length: 10 }, (_, index) => `Killed Import Vendor ${index + 1}`);
    const list = names.map((name, index) => `${name}, ${siteUrl}/vendor-${index + 1}, ${category.name}`).join("\n");
    const created = await fetch(`${a.url}/admin-dashboard/import/scraping`, {
      method: "POST",
      body: new URLSearchParams({ intent: "create-job", vendors: list }),
      headers: { cookie: admin.cookie },
      redirect: "manual",
    });
    expect(created.status, await created.clone().text()).toBeLessThan(400);
    const [job] = await handle.db.select().from(importJobs).orderBy(importJobs.id);
    expect(job).toBeDefined();
    await vi.waitFor(() => expect(pageRequests.get("/vendor-1")).toBe(1), { timeout: 30_000, interval: 200 });
    b = await startProductionServer(env, b.port);
    await a.kill();
    const [atKill] = await handle.db.select().from(importJobs).where(eq(importJobs.id, job!.id));
    expect(atKill).toMatchObject({ status: "running" });
    expect(atKill!.completed).toBeLessThan(8);

    await vi.waitFor(
      async () => {
        const [row] = await handle.db.select().from(importJobs).where(eq(importJobs.id, job!.id));
        expect(row).toMatchObject({ status: "completed", completed: names.length });
      },
      { timeout: 150_000, interval: 1_000 },
    );
    const [row] = await handle.db.select().from(importJobs).where(eq(importJobs.id, job!.id));
    expect(row!.processed, JSON.stringify(row!.errors)).toEqual(names);
    expect(row!.errors).toEqual([]);
    const imported = await handle.db.select({ name: vendors.name }).from(vendors).where(inArray(vendors.name, names));
    expect(imported.map((vendor) => vendor.name).sort()).toEqual([...names].sort());
    // Only the vendor A was reading when it died is read again.
    expect([...pageRequests.values()].reduce((sum, count) => sum + count, 0)).toBeLessThanOrEqual(names.length + 1);
  }, 240_000);
});
