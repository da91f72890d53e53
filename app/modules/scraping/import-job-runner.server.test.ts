import { randomUUID } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { categories, importJobs, vendorImages, vendors } from "~/db/schema";
import { createBuiltinScraper } from "~/modules/scraping/builtin-scraper.server";
import {
  resumeImportJobs,
  runImportJob,
  settleImportJobs,
  startImportJob,
  stopImportJobs,
  type ImportJobRunnerDeps,
} from "~/modules/scraping/import-job-runner.server";
import { cancelImportJob, createImportJob, getImportJob } from "~/modules/scraping/import-jobs.server";
import type { Scraper } from "~/modules/scraping/scraper";
import { createCategory, createVendor, createUser } from "../../../tests/support/factories";
import { describeEachDatabase } from "../../../tests/support/test-database";

const ACTOR = { id: "", email: "runner@example.test" };
const LONG_TEXT = "Intricate bridal mehndi designs blending Rajasthani and Arabic styles for your big day.";

// Vendor websites served by the test: a full page, a page without long text, a broken site, a slow one.
let server: http.Server;
let site = "";
let slowRequests = 0;
beforeAll(async () => {
  server = http.createServer((request, response) => {
    const html = (body: string) => response.writeHead(200, { "content-type": "text/html" }).end(body);
    if (request.url === "/sana") {
      html(`<title>Henna by Sana</title><p>${LONG_TEXT}</p><img src="/gallery/1.jpg"><img src="/logo.png"><img src="/mehndi/2.jpg">`);
    } else if (request.url === "/glam") html("<title>Glam by Aisha</title><p>Short.</p>");
    else if (request.url === "/slow") {
      slowRequests += 1;
      setTimeout(() => html("<title>Slow</title>"), 400);
    } else response.writeHead(500).end("down");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  site = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const builtin: ImportJobRunnerDeps = { pauseMs: 0, scraperFor: async () => createBuiltinScraper({ allowLoopback: true }) };

describeEachDatabase("the scraping job runner", (getDb) => {
  beforeAll(async () => {
    ACTOR.id = randomUUID();
    await createUser(getDb(), { id: ACTOR.id, name: "Runner", email: ACTOR.email, role: "admin", emailVerified: true });
    await createCategory(getDb(), { name: "Mehndi Artists", slug: "mehndi-artists" });
  });
  const newJob = (lines: string[]) => createImportJob(getDb(), ACTOR, lines.join("\n"));
  const vendorNamed = async (name: string) => (await getDb().select().from(vendors).where(eq(vendors.name, name)))[0];

  it("scrapes each vendor, keeps the spec's description and images, and completes with every error listed", async () => {
    const existing = await createVendor(getDb(), { name: "Already Here", location: "London, UK", city: "London" });
    const doomed = await createCategory(getDb(), { name: "Doomed", slug: "doomed" });
    const job = await newJob([
      `Henna by Sana, ${site}/sana, Mehndi Artists`,
      `Glam by Aisha, ${site}/glam, mehndi-artists`,
      `Broken Site, ${site}/broken, Mehndi Artists`,
      `Already Here, ${site}/glam, Mehndi Artists`,
      `Vanishing, ${site}/glam, Doomed`,
    ]);
    // The category goes between the job's creation and its run.
    await getDb().delete(categories).where(eq(categories.id, doomed.id));
    expect(await runImportJob(getDb(), job.id, builtin)).toBe("completed");

    const done = await getImportJob(getDb(), job.id);
    expect(done).toMatchObject({ status: "completed", total: 5, completed: 5 });
    expect(done.processed).toEqual(["Henna by Sana", "Glam by Aisha", "Already Here (already listed in london, skipped)"]);
    expect(done.errors).toEqual(["Failed to scrape Broken Site: The site answered with status 500", "Category not found for Vanishing"]);

    const sana = (await vendorNamed("Henna by Sana"))!;
    expect(sana).toMatchObject({ description: LONG_TEXT, website: `${site}/sana`, location: "London, UK", priceRange: "£££", isActive: true });
    const images = await getDb().select().from(vendorImages).where(eq(vendorImages.vendorId, sana.id)).orderBy(vendorImages.sortOrder);
    expect(images.map((image) => [image.imageUrl, image.isPrimary])).toEqual([
      [`${site}/gallery/1.jpg`, true],
      [`${site}/mehndi/2.jpg`, false],
    ]);
    expect((await vendorNamed("Glam by Aisha"))!.description).toBe("Professional Glam by Aisha services for your special day.");
    expect((await getDb().select().from(vendors).where(eq(vendors.name, "Already Here"))).map((vendor) => vendor.id)).toEqual([existing.id]);
    expect(await vendorNamed("Broken Site")).toBeUndefined();
  });

  it("lists a vendor that cannot be written as 'Failed to insert', writing nothing for it, and goes on", async () => {
    const doomed = await createCategory(getDb(), { name: "Short-lived", slug: "short-lived" });
    const job = await newJob([`Orphan, ${site}/glam, Short-lived`, `After Orphan, ${site}/glam, Mehndi Artists`]);
    // The category disappears while its vendor's page is read, so the insert breaks its foreign key.
    const scraper = createBuiltinScraper({ allowLoopback: true });
    const sabotaging: Scraper = {
      name: "builtin",
      async scrape(url, options) {
        await getDb().delete(categories).where(eq(categories.id, doomed.id));
        return scraper.scrape(url, options);
      },
    };
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      expect(await runImportJob(getDb(), job.id, { pauseMs: 0, scraperFor: async () => sabotaging })).toBe("completed");
      expect(logged).toHaveBeenCalledWith(`Scraping job ${job.id}: Orphan could not be written`, expect.any(Error));
    } finally {
      logged.mockRestore();
    }
    const done = await getImportJob(getDb(), job.id);
    expect(done.errors).toEqual([expect.stringMatching(/^Failed to insert Orphan: /)]);
    expect(done.processed).toEqual(["After Orphan"]);
    expect(done.completed).toBe(2);
    expect(await vendorNamed("Orphan")).toBeUndefined();
  });

  it("pauses between vendors", async () => {
    const job = await newJob([`Pause One, ${site}/glam, Mehndi Artists`, `Pause Two, ${site}/glam, Mehndi Artists`, `Pause Three, ${site}/glam, Mehndi Artists`]);
    const pauses: number[] = [];
    await runImportJob(getDb(), job.id, { ...builtin, pauseMs: 150, pause: async (ms) => void pauses.push(ms) });
    // One pause before each vendor after the first, of the length asked for.
    expect(pauses).toEqual([150, 150]);
  });

  it("stops before the next vendor once the job is cancelled", async () => {
    const job = await newJob([`Cancel One, ${site}/glam, Mehndi Artists`, `Cancel Two, ${site}/glam, Mehndi Artists`, `Cancel Three, ${site}/glam, Mehndi Artists`]);
    const scraper = createBuiltinScraper({ allowLoopback: true });
    const cancelling: Scraper = {
      name: "builtin",
      async scrape(url, options) {
        await cancelImportJob(getDb(), ACTOR, job.id);
        return scraper.scrape(url, options);
      },
    };
    expect(await runImportJob(getDb(), job.id, { pauseMs: 0, scraperFor: async () => cancelling })).toBe("cancelled");
    const stopped = await getImportJob(getDb(), job.id);
    // The vendor being read when the admin cancelled is still written; none after it.
    expect(stopped).toMatchObject({ status: "cancelled", completed: 1, processed: ["Cancel One"] });
    expect(await vendorNamed("Cancel Two")).toBeUndefined();
  });

  it("fails a Firecrawl job whose key is gone", async () => {
    const job = await newJob([`Keyless, ${site}/glam, Mehndi Artists`]);
    await getDb().update(importJobs).set({ adapter: "firecrawl" }).where(eq(importJobs.id, job.id));
    expect(await runImportJob(getDb(), job.id, { pauseMs: 0 })).toBe("failed");
    expect(await getImportJob(getDb(), job.id)).toMatchObject({
      status: "failed",
      completed: 0,
      errors: ["Import Failed: Please set your Firecrawl API key first"],
    });
  });

  it("never runs a job twice: a finished or freshly running job is not claimed", async () => {
    const job = await newJob([`Once, ${site}/glam, Mehndi Artists`]);
    await runImportJob(getDb(), job.id, builtin);
    expect(await runImportJob(getDb(), job.id, builtin)).toBeUndefined();
    await getDb().update(importJobs).set({ status: "running", heartbeatAt: sql`now()` }).where(eq(importJobs.id, job.id));
    expect(await runImportJob(getDb(), job.id, builtin)).toBeUndefined();
  });

  it("resumes queued jobs and running ones whose runner died, where they stopped, but not live ones", async () => {
    await getDb().update(importJobs).set({ status: "cancelled" }).where(inArray(importJobs.status, ["queued", "running"]));
    const queued = await newJob([`Queued Vendor, ${site}/glam, Mehndi Artists`]);
    const orphaned = await newJob([`Done Before, ${site}/glam, Mehndi Artists`, `Resumed Vendor, ${site}/glam, Mehndi Artists`]);
    await getDb()
      .update(importJobs)
      .set({ status: "running", completed: 1, processed: ["Done Before"], heartbeatAt: sql`now() - interval '10 minutes'` })
      .where(eq(importJobs.id, orphaned.id));
    const live = await newJob([`Live Elsewhere, ${site}/glam, Mehndi Artists`]);
    await getDb().update(importJobs).set({ status: "running", heartbeatAt: sql`now()` }).where(eq(importJobs.id, live.id));

    expect(await resumeImportJobs(getDb(), builtin)).toEqual([queued.id, orphaned.id]);
    await settleImportJobs();
    expect(await getImportJob(getDb(), queued.id)).toMatchObject({ status: "completed", processed: ["Queued Vendor"] });
    expect(await getImportJob(getDb(), orphaned.id)).toMatchObject({ status: "completed", completed: 2, processed: ["Done Before", "Resumed Vendor"] });
    expect(await vendorNamed("Done Before")).toBeUndefined();
    expect((await getImportJob(getDb(), live.id)).status).toBe("running");
    await getDb().update(importJobs).set({ status: "cancelled" }).where(eq(importJobs.id, live.id));
  });

  it("on shutdown, aborts the vendor being read and queues the job again for the next start", async () => {
    const job = await newJob([`Slow Vendor, ${site}/slow, Mehndi Artists`]);
    slowRequests = 0;
    startImportJob(getDb(), job.id, builtin);
    await vi.waitFor(() => expect(slowRequests).toBe(1));
    await stopImportJobs();
    expect(await getImportJob(getDb(), job.id)).toMatchObject({ status: "queued", completed: 0, errors: [] });
    expect(await vendorNamed("Slow Vendor")).toBeUndefined();
  });
});
