import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { enquiries, vendorDailyRollups } from "~/db/schema";
import { FORMER_ENQUIRER } from "~/modules/retention/retention-schedule";
import { now, resetClock, utcDay } from "~/modules/time/clock";
import { action } from "~/routes/dev.clock";
import { createConversation } from "../../tests/support/conversations";
import { createVendor } from "../../tests/support/factories";
import { useAsGlobalDatabase } from "../../tests/support/global-database";
import { runRoute } from "../../tests/support/route-calls";
import { describeEachDatabase } from "../../tests/support/test-database";

// The development clock the browser tests move (decision 029): `set` puts the app clock on a given day.

const post = (fields: Record<string, string>) =>
  new Request("http://localhost:3000/dev/clock", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: "http://localhost:3000" },
    body: new URLSearchParams(fields),
  });

describe("/dev/clock", () => {
  afterEach(() => resetClock());

  it("sets the app clock to noon UTC of a day, earlier or later than the system clock, and it keeps ticking", async () => {
    for (const day of ["2027-08-02", "2020-01-31"]) {
      const result = await runRoute<{ now: string }>(action, post({ intent: "set", day }));
      expect(result.status).toBe(200);
      expect(Math.abs(new Date(result.body!.now).getTime() - new Date(`${day}T12:00:00Z`).getTime())).toBeLessThan(60_000);
      expect(now().toISOString().slice(0, 10)).toBe(day);
    }
    await runRoute(action, post({ intent: "reset" }));
    expect(now().getFullYear()).toBeGreaterThan(2020);
  });

  it("refuses a day that is not a date", async () => {
    for (const day of ["2027-02-30", "tomorrow", ""]) expect((await runRoute(action, post({ intent: "set", day }))).status, day).toBe(400);
  });
});

describeEachDatabase("/dev/clock intent=run-rollups (decision 086)", (getDb, backend) => {
  useAsGlobalDatabase(getDb, backend);

  it("rolls up the figures now with intent=run-rollups, so a new enquiry shows on its day", async () => {
    const db = getDb();
    const vendor = await createVendor(db);
    await createConversation(db, vendor.id, { sentAt: now(), repliedAfterMinutes: 45 });
    const result = await runRoute<{ rolledUp: { days: number; vendors: number } }>(action, post({ intent: "run-rollups" }));
    expect(result.status).toBe(200);
    expect(result.body!.rolledUp.vendors).toBeGreaterThanOrEqual(1);
    const rows = await db.select().from(vendorDailyRollups).where(eq(vendorDailyRollups.vendorId, vendor.id));
    expect(rows).toMatchObject([{ day: utcDay(now()), enquiries: 1, replied: 1, replyMinutes: [45] }]);
  });
});

describeEachDatabase("/dev/clock intent=run-retention (decision 089)", (getDb, backend) => {
  useAsGlobalDatabase(getDb, backend);
  afterEach(() => resetClock());

  it("applies the retention schedule at the app time, so a conversation 25 months old shows 'Former enquirer'", async () => {
    const db = getDb();
    const vendor = await createVendor(db);
    const old = await createConversation(db, vendor.id, { sentAt: now(), enquiry: { coupleName: "Clock Couple" } });
    const fresh = await runRoute<{ retained: Record<string, number> }>(action, post({ intent: "run-retention" }));
    expect(fresh.status).toBe(200);
    expect((await db.select().from(enquiries).where(eq(enquiries.id, old.enquiryId)))[0]!.coupleName).toBe("Clock Couple");
    await runRoute(action, post({ intent: "advance", days: String(25 * 31) }));
    const result = await runRoute<{ retained: Record<string, number> }>(action, post({ intent: "run-retention" }));
    expect(result.status).toBe(200);
    expect(result.body!.retained["conversations"]).toBeGreaterThanOrEqual(1);
    expect((await db.select().from(enquiries).where(eq(enquiries.id, old.enquiryId)))[0]).toMatchObject({ coupleName: FORMER_ENQUIRER, coupleEmail: "" });
  });
});
