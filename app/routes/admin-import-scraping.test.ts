import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { resetConfigForTests } from "~/config.server";
import { appSettings, auditLog, importJobs, vendors } from "~/db/schema";
import { ADMIN_ACCESS_DENIED } from "~/modules/accounts/admin-access.server";
import { getAuth } from "~/modules/accounts/auth.server";
import type { FormFailure } from "~/modules/http/form-errors";
import type { ImportJobView } from "~/modules/scraping/import-job";
import { settleImportJobs } from "~/modules/scraping/import-job-runner.server";
import type { ScrapingPage } from "~/modules/scraping/scraping-page.server";
import { createAdminAccount, type AdminAccount } from "../../tests/support/admin-account";
import { createCategory } from "../../tests/support/factories";
import { useAsGlobalDatabase } from "../../tests/support/global-database";
import { createPortalVendor, type PortalVendor } from "../../tests/support/portal-vendor";
import { runRoute } from "../../tests/support/route-calls";
import { describeEachDatabase } from "../../tests/support/test-database";
import { action, loader } from "~/routes/admin-import-scraping";
import { loader as jobLoader } from "~/routes/admin-scraping-job";

const ORIGIN = "http://localhost:3000";
const PAGE = `${ORIGIN}/admin-dashboard/import/scraping`;
const GOOD_KEY = "fc-route-test-key-0000000000wxyz";
const LONG_TEXT = "Bridal hair and makeup for South Asian weddings, from the mehndi night to the walima.";

// The vendor websites a job visits, and Firecrawl's stand-in (accepts GOOD_KEY only), on one local server.
let server: http.Server;
let site = "";
beforeAll(async () => {
  server = http.createServer((request, response) => {
    const json = (status: number, body: unknown) => response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
    const authorised = request.headers.authorization === `Bearer ${GOOD_KEY}`;
    if (request.url === "/v1/team/credit-usage") return json(authorised ? 200 : 401, { success: authorised });
    if (request.url === "/v1/scrape") {
      return json(authorised ? 200 : 401, { success: true, data: { markdown: LONG_TEXT, html: "", metadata: { title: "Via Firecrawl" } } });
    }
    response.writeHead(200, { "content-type": "text/html" }).end(`<title>${request.url}</title><p>${LONG_TEXT}</p><img src="/wedding/1.jpg">`);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  site = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** The scraper may reach the test's own site, and Firecrawl is the stand-in (config reset, as other tests do). */
const saved: Record<string, string | undefined> = {};
beforeAll(() => {
  for (const [name, value] of Object.entries({ SCRAPER_ALLOW_LOOPBACK: "on", FIRECRAWL_API_URL: site })) {
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

const get = (query = "", cookie?: string) => new Request(`${PAGE}${query}`, { headers: cookie ? { cookie } : {} });
const post = (fields: Record<string, string>, cookie?: string) =>
  new Request(PAGE, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: ORIGIN, ...(cookie ? { cookie } : {}) },
    body: new URLSearchParams(fields),
  });
const jobRequest = (jobId: number | string, cookie?: string) =>
  runRoute(jobLoader, new Request(`${PAGE}/jobs/${jobId}`, { headers: cookie ? { cookie } : {} }), { jobId: String(jobId) });

describeEachDatabase("/admin-dashboard/import/scraping (Web Scraping)", (getDb, backend) => {
  useAsGlobalDatabase(getDb, backend);
  let admin: AdminAccount;
  let vendor: PortalVendor;
  let existingJob: number;
  beforeAll(async () => {
    admin = await createAdminAccount(getDb(), getAuth());
    vendor = await createPortalVendor(getDb(), getAuth(), { publicUrl: ORIGIN });
    await createCategory(getDb(), { name: "Hair Stylists", slug: "hair-stylists" });
    const [job] = await getDb()
      .insert(importJobs)
      .values({ adapter: "builtin", input: { vendors: [] }, total: 1, status: "queued" })
      .returning();
    existingJob = job!.id;
  });
  const actionsFor = (jobId: number): Record<string, string>[] => [
    { intent: "save-key", apiKey: GOOD_KEY },
    { intent: "remove-key" },
    { intent: "create-job", vendors: `Intruder, ${site}/intruder, Hair Stylists` },
    { intent: "cancel-job", jobId: String(jobId) },
  ];
  const snapshot = async () => ({
    jobs: await getDb().select({ id: importJobs.id, status: importJobs.status }).from(importJobs).orderBy(importJobs.id),
    settings: await getDb().select().from(appSettings),
    audit: (await getDb().select({ id: auditLog.id }).from(auditLog)).length,
  });
  const jobOf = async (id: number) => (await jobRequest(id, admin.cookie)).response!.json() as Promise<ImportJobView>;

  it("sends a visitor without a session to /admin from the page, the job's progress and every action", async () => {
    const before = await snapshot();
    for (const result of [await runRoute(loader, get()), await jobRequest(existingJob)]) {
      expect(result.status).toBe(302);
      expect(result.headers.get("Location")).toBe("/admin");
    }
    for (const fields of actionsFor(existingJob)) {
      const result = await runRoute(action, post(fields));
      expect(result.status).toBe(302);
      expect(result.headers.get("Location")).toBe("/admin");
    }
    expect(await snapshot()).toEqual(before);
  });

  it("refuses a vendor session with 403 everywhere, changing nothing", async () => {
    const before = await snapshot();
    const page = await runRoute(loader, get("", vendor.cookie));
    expect(page.status).toBe(403);
    expect(await page.response!.text()).toBe(ADMIN_ACCESS_DENIED);
    expect((await jobRequest(existingJob, vendor.cookie)).status).toBe(403);
    for (const fields of actionsFor(existingJob)) {
      const request = post(fields, vendor.cookie);
      expect((await runRoute(action, request)).status).toBe(403);
      expect(request.bodyUsed).toBe(false);
    }
    await settleImportJobs();
    expect(await snapshot()).toEqual(before);
    expect(await getDb().select().from(vendors).where(eq(vendors.name, "Intruder"))).toEqual([]);
  });

  it("runs a job against a local site: vendors created, progress at 100%, followed through the JSON route", async () => {
    const result = await runRoute(action, post({ intent: "create-job", vendors: `Tresses by Tara, ${site}/tara, Hair Stylists\nMane Event, ${site}/mane, hair-stylists` }, admin.cookie));
    expect(result.status).toBe(303);
    const jobId = Number(new URL(result.headers.get("Location")!, ORIGIN).searchParams.get("job"));
    expect(result.headers.get("Location")).toBe(`/admin-dashboard/import/scraping?job=${jobId}`);
    // The 1 s pause between vendors (docs/product/admin.md#scraping-import) is shown by the runner's own test, which
    // records the pauses instead of timing them.
    await settleImportJobs();

    const job = await jobOf(jobId);
    expect(job).toMatchObject({ id: jobId, status: "completed", adapter: "builtin", total: 2, completed: 2, processed: ["Tresses by Tara", "Mane Event"], errors: [] });
    const created = await getDb().select().from(vendors).where(inArray(vendors.name, ["Tresses by Tara", "Mane Event"]));
    expect(created.map((row) => [row.name, row.description])).toEqual(
      expect.arrayContaining([
        ["Tresses by Tara", LONG_TEXT],
        ["Mane Event", LONG_TEXT],
      ]),
    );
    const page = await runRoute<ScrapingPage>(loader, get(`?job=${jobId}`, admin.cookie));
    expect(page.body!.current).toMatchObject({ id: jobId, status: "completed", completed: 2 });
    expect(page.body!.jobs.map((listed) => listed.id)).toContain(jobId);
    expect((await getDb().select().from(auditLog).where(eq(auditLog.entityId, String(jobId)))).map((entry) => entry.action)).toEqual(["import-job.create"]);
  });

  it("answers the list's errors without creating a job", async () => {
    const before = await snapshot();
    const result = await runRoute<FormFailure<{ intent: string; vendors: string }>>(action, post({ intent: "create-job", vendors: "Nobody, nowhere.example, Florists" }, admin.cookie));
    expect(result.status).toBe(400);
    expect(result.body!.fieldErrors.vendors).toBe('Line 1: Category "Florists" not found');
    expect(result.body!.values.vendors).toBe("Nobody, nowhere.example, Florists");
    expect(await snapshot()).toEqual(before);
  });

  it("cancels a running job: the runner stops before the next vendor", async () => {
    const list = Array.from({ length: 4 }, (_, index) => `Cancelled ${index}, ${site}/c${index}, Hair Stylists`).join("\n");
    const created = await runRoute(action, post({ intent: "create-job", vendors: list }, admin.cookie));
    const jobId = Number(new URL(created.headers.get("Location")!, ORIGIN).searchParams.get("job"));
    const cancelled = await runRoute<{ toast: { title: string } }>(action, post({ intent: "cancel-job", jobId: String(jobId) }, admin.cookie));
    expect(cancelled.status).toBe(200);
    expect(cancelled.body!.toast.title).toBe("Scraping job cancelled");
    await settleImportJobs();
    const job = await jobOf(jobId);
    expect(job.status).toBe("cancelled");
    expect(job.completed).toBeLessThanOrEqual(1);
    const written = await getDb().select().from(vendors).where(inArray(vendors.name, ["Cancelled 1", "Cancelled 2", "Cancelled 3"]));
    expect(written).toEqual([]);
    const again = await runRoute<FormFailure>(action, post({ intent: "cancel-job", jobId: String(jobId) }, admin.cookie));
    expect(again.status).toBe(409);
    expect(again.body!.formError.message).toBe("This job has already finished");
  });

  it("tests the Firecrawl key before saving it, never shows it, runs jobs with it, and removes it", async () => {
    const refused = async (apiKey: string) => runRoute<FormFailure>(action, post({ intent: "save-key", apiKey }, admin.cookie));
    expect((await refused("")).body!.fieldErrors.apiKey).toBe("Please enter your Firecrawl API key");
    expect((await refused("fc-not-this-one-000000")).body!.fieldErrors.apiKey).toBe("Invalid API key");
    expect(await getDb().select().from(appSettings)).toEqual([]);

    const savedKey = await runRoute<{ toast: { title: string } }>(action, post({ intent: "save-key", apiKey: GOOD_KEY }, admin.cookie));
    expect(savedKey.body!.toast.title).toBe("Firecrawl API key saved");
    const page = await runRoute<ScrapingPage>(loader, get("", admin.cookie));
    expect(page.body!.key).toMatchObject({ saved: true, readable: true, endingIn: "wxyz" });
    expect(JSON.stringify(page.body)).not.toContain(GOOD_KEY);

    const created = await runRoute(action, post({ intent: "create-job", vendors: `Firecrawled, ${site}/fc, Hair Stylists` }, admin.cookie));
    await settleImportJobs();
    const job = await jobOf(Number(new URL(created.headers.get("Location")!, ORIGIN).searchParams.get("job")));
    expect(job).toMatchObject({ adapter: "firecrawl", status: "completed", processed: ["Firecrawled"] });

    const removed = await runRoute<{ toast: { title: string } }>(action, post({ intent: "remove-key" }, admin.cookie));
    expect(removed.body!.toast.title).toBe("Firecrawl API key removed");
    expect((await runRoute<ScrapingPage>(loader, get("", admin.cookie))).body!.key).toEqual({ saved: false });
  });

  it("answers 404 as JSON for a job that does not exist", async () => {
    for (const id of ["987654", "abc"]) {
      const result = await jobRequest(id, admin.cookie);
      expect(result.status).toBe(404);
      expect(await result.response!.json()).toEqual({ error: "Scraping job not found" });
    }
  });
});
