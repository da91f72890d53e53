import { and, eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { UNAVAILABLE_DAYS_EPOCH, bookings, vendorBlockedDates, vendorCalendars, vendorUnavailableDates, vendors } from "~/db/schema";
import { createBooking, createConversation } from "../../../tests/support/conversations";
import { createVendor } from "../../../tests/support/factories";
import { describeEachDatabase } from "../../../tests/support/test-database";

// The triggers of migration 0020 that keep `vendor_unavailable_dates` (decision 065): whatever writes blocked days,
// bookings or events per day, the derived table says which days each vendor cannot take another wedding on; and
// those of migration 0022 that keep the same days as `vendors.unavailable_days` bits for search (decision 075).

/** The bits migration 0022 keeps for these days: a 1 at each day's distance from the epoch, up to the last one. */
function expectedBits(days: readonly string[]): string | null {
  const numbers = days.map((day) => (Date.parse(`${day}T00:00:00Z`) - Date.parse(`${UNAVAILABLE_DAYS_EPOCH}T00:00:00Z`)) / 86_400_000).filter((n) => n >= 0);
  if (numbers.length === 0) return null;
  const bits = Array.from({ length: Math.max(...numbers) + 1 }, () => "0");
  for (const n of numbers) bits[n] = "1";
  return bits.join("");
}

const DAY = "2027-08-14";

describeEachDatabase("availability triggers", (getDb) => {
  // The vendor's unavailable days, after checking that its bits say the same.
  const unavailable = async (vendorId: number) => {
    const days = (
      await getDb().select({ day: vendorUnavailableDates.day }).from(vendorUnavailableDates).where(eq(vendorUnavailableDates.vendorId, vendorId)).orderBy(vendorUnavailableDates.day)
    ).map((row) => row.day);
    const [row] = await getDb().select({ bits: vendors.unavailableDays }).from(vendors).where(eq(vendors.id, vendorId));
    if (row) expect(row.bits, `bits of vendor ${vendorId}`).toBe(expectedBits(days));
    return days;
  };
  const book = async (vendorId: number, eventDate = DAY) => {
    const conversation = await createConversation(getDb(), vendorId, { enquiry: { eventDate } });
    return (await createBooking(getDb(), conversation, { source: "outside" })).booking;
  };
  const cancel = (bookingId: number) => getDb().update(bookings).set({ cancelledAt: new Date("2027-06-01T10:00:00Z") }).where(eq(bookings.id, bookingId));
  const setEventsPerDay = (vendorId: number, eventsPerDay: number) =>
    getDb().insert(vendorCalendars).values({ vendorId, eventsPerDay }).onConflictDoUpdate({ target: vendorCalendars.vendorId, set: { eventsPerDay } });

  it("makes a blocked day unavailable until its last block goes, whatever its source", async () => {
    const vendor = await createVendor(getDb());
    const other = await createVendor(getDb());
    await getDb().insert(vendorBlockedDates).values({ vendorId: vendor.id, day: DAY, source: "manual" });
    expect(await unavailable(vendor.id)).toEqual([DAY]);
    expect(await unavailable(other.id)).toEqual([]);

    await getDb().insert(vendorBlockedDates).values({ vendorId: vendor.id, day: DAY, source: "calendar" });
    await getDb().delete(vendorBlockedDates).where(and(eq(vendorBlockedDates.vendorId, vendor.id), eq(vendorBlockedDates.source, "manual")));
    expect(await unavailable(vendor.id)).toEqual([DAY]);

    // A block moved to another day frees the first and takes the second.
    await getDb().update(vendorBlockedDates).set({ day: "2027-08-15" }).where(eq(vendorBlockedDates.vendorId, vendor.id));
    expect(await unavailable(vendor.id)).toEqual(["2027-08-15"]);
    await getDb().delete(vendorBlockedDates).where(eq(vendorBlockedDates.vendorId, vendor.id));
    expect(await unavailable(vendor.id)).toEqual([]);
  });

  it("makes a booked day unavailable for a vendor taking one event a day, and cancelling frees it", async () => {
    const vendor = await createVendor(getDb());
    const booking = await book(vendor.id);
    expect(await unavailable(vendor.id)).toEqual([DAY]);
    await cancel(booking.id);
    expect(await unavailable(vendor.id)).toEqual([]);
  });

  it("with two events per day, makes a day unavailable only at its second live booking", async () => {
    const vendor = await createVendor(getDb());
    await setEventsPerDay(vendor.id, 2);
    const first = await book(vendor.id);
    expect(await unavailable(vendor.id)).toEqual([]);
    const second = await book(vendor.id);
    expect(await unavailable(vendor.id)).toEqual([DAY]);

    await cancel(first.id);
    expect(await unavailable(vendor.id)).toEqual([]);
    // A booking moved to another day takes the other day with it.
    await getDb().update(bookings).set({ eventDate: "2027-09-04" }).where(eq(bookings.id, second.id));
    await setEventsPerDay(vendor.id, 1);
    expect(await unavailable(vendor.id)).toEqual(["2027-09-04"]);
  });

  it("judges every booked day again when the events per day change, leaving blocked days blocked", async () => {
    const vendor = await createVendor(getDb());
    await book(vendor.id, "2027-08-14");
    await book(vendor.id, "2027-08-14");
    await book(vendor.id, "2027-08-21");
    await getDb().insert(vendorBlockedDates).values({ vendorId: vendor.id, day: "2027-08-28", source: "manual" });
    expect(await unavailable(vendor.id)).toEqual(["2027-08-14", "2027-08-21", "2027-08-28"]);

    await setEventsPerDay(vendor.id, 2);
    expect(await unavailable(vendor.id)).toEqual(["2027-08-14", "2027-08-28"]);
    await setEventsPerDay(vendor.id, 3);
    expect(await unavailable(vendor.id)).toEqual(["2027-08-28"]);
    await setEventsPerDay(vendor.id, 1);
    expect(await unavailable(vendor.id)).toEqual(["2027-08-14", "2027-08-21", "2027-08-28"]);
  });

  it("keeps the bits of many days blocked in one statement, and ignores days before the epoch", async () => {
    const vendor = await createVendor(getDb());
    const days = ["2026-01-01", "2026-03-07", "2027-08-14", "2028-12-30", "2029-06-02"];
    await getDb().insert(vendorBlockedDates).values(["2025-12-31", ...days].map((day) => ({ vendorId: vendor.id, day, source: "calendar" as const })));
    expect(await unavailable(vendor.id)).toEqual(["2025-12-31", ...days]);
    const [row] = await getDb().select({ bits: vendors.unavailableDays }).from(vendors).where(eq(vendors.id, vendor.id));
    expect(row?.bits?.length).toBe(1249);
    expect(row?.bits?.startsWith("1")).toBe(true);
    await getDb().delete(vendorBlockedDates).where(and(eq(vendorBlockedDates.vendorId, vendor.id), eq(vendorBlockedDates.day, "2029-06-02")));
    expect(await unavailable(vendor.id)).toEqual(["2025-12-31", ...days.slice(0, -1)]);
    await getDb().delete(vendorBlockedDates).where(eq(vendorBlockedDates.vendorId, vendor.id));
    expect(await unavailable(vendor.id)).toEqual([]);
  });

  it("lets a vendor with blocked days, bookings and a calendar be deleted, taking every row with it", async () => {
    const vendor = await createVendor(getDb());
    const other = await createVendor(getDb());
    await setEventsPerDay(vendor.id, 2);
    await getDb().insert(vendorBlockedDates).values([
      { vendorId: vendor.id, day: "2027-08-01", source: "manual" },
      { vendorId: vendor.id, day: "2027-08-02", source: "calendar" },
    ]);
    await book(vendor.id);
    await book(vendor.id);
    await book(other.id);

    await getDb().delete(vendors).where(eq(vendors.id, vendor.id));
    expect(await unavailable(vendor.id)).toEqual([]);
    expect(await getDb().select().from(vendorBlockedDates).where(eq(vendorBlockedDates.vendorId, vendor.id))).toEqual([]);
    expect(await getDb().select().from(bookings).where(eq(bookings.vendorId, vendor.id))).toEqual([]);
    expect(await getDb().select().from(vendorCalendars).where(eq(vendorCalendars.vendorId, vendor.id))).toEqual([]);
    expect(await unavailable(other.id)).toEqual([DAY]);
  });
});
