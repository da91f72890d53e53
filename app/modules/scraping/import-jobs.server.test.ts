import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { appSettings, auditLog, importJobs } from "~/db/schema";
import { FIRECRAWL_KEY_SETTING } from "~/modules/scraping/firecrawl-key.server";
import { cancelImportJob, createImportJob, getImportJob, listImportJobs } from "~/modules/scraping/import-jobs.server";
import { encryptSetting } from "~/modules/scraping/setting-cipher.server";
import { createCategory, createUser } from "../../../tests/support/factories";
import { describeEachDatabase } from "../../../tests/support/test-database";

const SECRET = "a-test-secret-of-at-least-thirty-two-characters";
const ACTOR = { id: "", email: "importer@example.test" };

describeEachDatabase("scraping jobs as rows", (getDb) => {
  beforeAll(async () => {
    ACTOR.id = randomUUID();
    await createUser(getDb(), { id: ACTOR.id, name: "Importer", email: ACTOR.email, role: "admin", emailVerified: true });
    await createCategory(getDb(), { name: "Mehndi Artists", slug: "mehndi-artists" });
  });
  const jobAudit = (id: number) => getDb().select().from(auditLog).where(eq(auditLog.entityId, String(id))).orderBy(auditLog.id);
  const jobCount = async () => (await getDb().select({ id: importJobs.id }).from(importJobs)).length;

  it("creates a queued job for the built-in scraper from the admin's list, and records it", async () => {
    const job = await createImportJob(getDb(), ACTOR, "Henna by Sana, sana.example, Mehndi Artists\nNoor, noor.example/, mehndi-artists", { secret: SECRET });
    expect(job).toMatchObject({ status: "queued", adapter: "builtin", total: 2, completed: 0, processed: [], errors: [], finishedAt: null });
    const [row] = await getDb().select().from(importJobs).where(eq(importJobs.id, job.id));
    expect(row!.input).toEqual({
      vendors: [
        { name: "Henna by Sana", website: "https://sana.example/", category: "mehndi-artists" },
        { name: "Noor", website: "https://noor.example/", category: "mehndi-artists" },
      ],
    });
    expect(row!.createdByUserId).toBe(ACTOR.id);
    expect((await jobAudit(job.id)).map((entry) => [entry.action, entry.after])).toEqual([
      ["import-job.create", { status: "queued", adapter: "builtin", total: 2, vendors: ["Henna by Sana", "Noor"] }],
    ]);
    expect(await getImportJob(getDb(), job.id)).toEqual(job);
  });

  it("refuses a list with bad lines, naming them, and creates nothing", async () => {
    const before = await jobCount();
    await expect(createImportJob(getDb(), ACTOR, "Sana, sana.example, Florists\nNoor", { secret: SECRET })).rejects.toMatchObject({
      code: "invalid",
      message: "Please correct the vendor list.",
      fieldErrors: { vendors: 'Line 1: Category "Florists" not found\nLine 2: expected "name, website, category"' },
    });
    expect(await jobCount()).toBe(before);
  });

  it("uses Firecrawl while a readable key is saved", async () => {
    await getDb().insert(appSettings).values({ key: FIRECRAWL_KEY_SETTING, value: encryptSetting("fc-key-for-jobs-0000", FIRECRAWL_KEY_SETTING, SECRET) });
    try {
      expect((await createImportJob(getDb(), ACTOR, "Sana, sana.example, Mehndi Artists", { secret: SECRET })).adapter).toBe("firecrawl");
      // Saved under another AUTH_SECRET: unusable, so the built-in scraper runs the job.
      expect((await createImportJob(getDb(), ACTOR, "Sana, sana.example, Mehndi Artists", { secret: `${SECRET}-other` })).adapter).toBe("builtin");
    } finally {
      await getDb().delete(appSettings).where(eq(appSettings.key, FIRECRAWL_KEY_SETTING));
    }
  });

  it("cancels a live job once, with an audit entry", async () => {
    const job = await createImportJob(getDb(), ACTOR, "Sana, sana.example, Mehndi Artists", { secret: SECRET });
    const cancelled = await cancelImportJob(getDb(), ACTOR, job.id);
    expect(cancelled.status).toBe("cancelled");
    expect(cancelled.finishedAt).not.toBeNull();
    expect((await jobAudit(job.id)).map((entry) => [entry.action, entry.before, entry.after])).toEqual([
      ["import-job.create", null, expect.any(Object)],
      ["import-job.cancel", { status: "queued", completed: 0 }, { status: "cancelled", completed: 0 }],
    ]);
    await expect(cancelImportJob(getDb(), ACTOR, job.id)).rejects.toMatchObject({ code: "conflict", message: "This job has already finished" });
    await expect(cancelImportJob(getDb(), ACTOR, 987654)).rejects.toMatchObject({ code: "not_found", message: "Scraping job not found" });
    expect(await jobAudit(job.id)).toHaveLength(2);
  });

  it("lists the latest jobs, newest first", async () => {
    const newest = await createImportJob(getDb(), ACTOR, "Latest, latest.example, Mehndi Artists", { secret: SECRET });
    const listed = await listImportJobs(getDb(), 2);
    expect(listed).toHaveLength(2);
    expect(listed[0]!.id).toBe(newest.id);
    expect(listed[1]!.id).toBeLessThan(newest.id);
  });
});
