import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { bookings, vendorBlockedDates, vendorCalendars, vendorUnavailableDates } from "~/db/schema";
import { getAuth } from "~/modules/accounts/auth.server";
import type { AvailabilityMonth } from "~/modules/availability/availability-month";
import { resetClock, setClock } from "~/modules/time/clock";
import { action, loader } from "~/routes/vendor-availability";
import { createBooking, createConversation } from "../../tests/support/conversations";
import { useAsGlobalDatabase } from "../../tests/support/global-database";
import { createPortalVendor, type PortalVendor } from "../../tests/support/portal-vendor";
import { runRoute } from "../../tests/support/route-calls";
import { describeEachDatabase } from "../../tests/support/test-database";

// docs/product/vendor-journey-and-portal.md#authorization: the Availability page works on the session's own
// listing only. Vendor A, adding vendor B's ids to every form and to the address, reads and changes A's days and
// never B's. (Cancelling B's booking is refused in vendor-conversation-idor.test.ts.)

const ORIGIN = "http://localhost:3000";
const PATH = "/vendor-dashboard/availability";
const AT = new Date("2027-08-02T10:00:00Z");

describeEachDatabase("another vendor's availability", (getDb, backend) => {
  useAsGlobalDatabase(getDb, backend);
  let a: PortalVendor;
  let b: PortalVendor;
  beforeAll(async () => {
    a = await createPortalVendor(getDb(), getAuth(), { publicUrl: ORIGIN, active: true });
    b = await createPortalVendor(getDb(), getAuth(), { publicUrl: ORIGIN, active: true });
    setClock(() => AT);
    await getDb().insert(vendorBlockedDates).values([
      { vendorId: b.vendorId, day: "2027-08-14", source: "manual" },
      { vendorId: b.vendorId, day: "2027-08-15", source: "calendar" },
    ]);
    await getDb().insert(vendorCalendars).values({ vendorId: b.vendorId, eventsPerDay: 2 });
    for (let index = 0; index < 2; index += 1) {
      await createBooking(getDb(), await createConversation(getDb(), b.vendorId, { enquiry: { eventDate: "2027-08-21" } }), { source: "outside" });
    }
  });
  afterAll(() => resetClock());

  /** Everything of B's availability a form could change. */
  const snapshotOfB = async () => ({
    blocked: await getDb().select().from(vendorBlockedDates).where(eq(vendorBlockedDates.vendorId, b.vendorId)).orderBy(asc(vendorBlockedDates.day), asc(vendorBlockedDates.source)),
    calendar: await getDb().select().from(vendorCalendars).where(eq(vendorCalendars.vendorId, b.vendorId)),
    unavailable: await getDb().select().from(vendorUnavailableDates).where(eq(vendorUnavailableDates.vendorId, b.vendorId)).orderBy(asc(vendorUnavailableDates.day)),
    bookings: await getDb().select().from(bookings).where(eq(bookings.vendorId, b.vendorId)).orderBy(asc(bookings.id)),
  });
  const crafted = () => ({ vendorId: String(b.vendorId), listingId: String(b.vendorId), id: String(b.vendorId), userId: b.userId });
  const post = (fields: Record<string, string>) =>
    new Request(`${ORIGIN}${PATH}?vendorId=${b.vendorId}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: ORIGIN, cookie: a.cookie },
      body: new URLSearchParams({ ...crafted(), ...fields }),
    });

  it("shows A only A's own days, whatever listing the address names", async () => {
    expect((await snapshotOfB()).unavailable.map((row) => row.day)).toEqual(["2027-08-14", "2027-08-15", "2027-08-21"]);
    const page = await runRoute<{ availability: AvailabilityMonth }>(loader, new Request(`${ORIGIN}${PATH}?month=2027-08&vendorId=${b.vendorId}&listingId=${b.vendorId}`, { headers: { cookie: a.cookie } }));
    expect(page.body?.availability.eventsPerDay).toBe(1);
    expect(page.body?.availability.days.every((day) => day.state === "free" && day.bookings === 0 && day.blockedBy.length === 0)).toBe(true);
  });

  it("blocks, frees and sets events per day on A's listing only, leaving B's days as they were", async () => {
    const before = await snapshotOfB();
    const attempts: Record<string, string>[] = [
      { intent: "unblock", via: "date", day: "2027-08-14" },
      { intent: "unblock", via: "grid", day: "2027-08-21" },
      { intent: "block", via: "date", day: "2027-08-22" },
      { intent: "events-per-day", eventsPerDay: "5", month: "2027-08" },
    ];
    for (const fields of attempts) {
      expect((await runRoute(action, post(fields))).status, fields.intent).toBe(303);
    }
    expect(await snapshotOfB()).toEqual(before);
    expect(await getDb().select({ day: vendorBlockedDates.day }).from(vendorBlockedDates).where(eq(vendorBlockedDates.vendorId, a.vendorId))).toEqual([{ day: "2027-08-22" }]);
    expect(await getDb().select({ eventsPerDay: vendorCalendars.eventsPerDay }).from(vendorCalendars).where(eq(vendorCalendars.vendorId, a.vendorId))).toEqual([{ eventsPerDay: 5 }]);
  });
});
