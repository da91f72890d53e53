import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { bookings, vendorBlockedDates, vendorCalendars, vendorUnavailableDates } from "~/db/schema";
import { AVAILABILITY_MESSAGES } from "~/modules/availability/availability-form";
import { blockDays, MAX_DAYS_AT_ONCE, unblockDays } from "~/modules/availability/blocked-days.server";
import { getEventsPerDay, setEventsPerDay } from "~/modules/availability/events-per-day.server";
import { unavailableDaysOf } from "~/modules/availability/unavailable-days.server";
import { vendorMonth } from "~/modules/availability/vendor-month.server";
import { shiftDay } from "~/modules/time/uk-dates";
import { createBooking, createConversation } from "../../../tests/support/conversations";
import { createVendor } from "../../../tests/support/factories";
import { refusal } from "../../../tests/support/rejections";
import { describeEachDatabase } from "../../../tests/support/test-database";

// The availability module's functions (docs/product/vendor-journey-and-portal.md#availability; decision 065), at
// a fixed time: 2 August 2027, 11:00 in London.
const AT = new Date("2027-08-02T10:00:00Z");
const TODAY = "2027-08-02";

describeEachDatabase("availability", (getDb) => {
  const blockedRows = (vendorId: number) =>
    getDb().select({ day: vendorBlockedDates.day, source: vendorBlockedDates.source }).from(vendorBlockedDates).where(eq(vendorBlockedDates.vendorId, vendorId)).orderBy(vendorBlockedDates.day, vendorBlockedDates.source);
  const unavailable = async (vendorId: number) =>
    (await getDb().select({ day: vendorUnavailableDates.day }).from(vendorUnavailableDates).where(eq(vendorUnavailableDates.vendorId, vendorId)).orderBy(vendorUnavailableDates.day)).map((row) => row.day);
  const book = async (vendorId: number, eventDate: string) => {
    const conversation = await createConversation(getDb(), vendorId, { enquiry: { eventDate } });
    return (await createBooking(getDb(), conversation, { source: "outside" })).booking;
  };

  it("blocks days by hand, once each, and they become unavailable", async () => {
    const vendor = await createVendor(getDb());
    expect(await blockDays(getDb(), vendor.id, ["2027-08-14", "2027-08-02", "2027-08-14"], AT)).toEqual({ blocked: ["2027-08-02", "2027-08-14"] });
    expect(await blockDays(getDb(), vendor.id, ["2027-08-14", "2027-08-15"], AT)).toEqual({ blocked: ["2027-08-15"] });
    expect(await blockedRows(vendor.id)).toEqual(["2027-08-02", "2027-08-14", "2027-08-15"].map((day) => ({ day, source: "manual" })));
    expect(await unavailable(vendor.id)).toEqual(["2027-08-02", "2027-08-14", "2027-08-15"]);
  });

  it("refuses a past, unreal, too distant or missing day with the field's message, blocking none of the days asked", async () => {
    const vendor = await createVendor(getDb());
    const cases: [string[], string][] = [
      [["2027-08-14", "2027-08-01"], "Sunday 1 August 2027 has already passed."],
      [["2027-02-30"], "'2027-02-30' is not a real date."],
      [[shiftDay(TODAY, { years: 3, days: 1 })], "Saturday 3 August 2030 is more than 3 years ahead."],
      [[""], AVAILABILITY_MESSAGES.dayRequired],
      [[], AVAILABILITY_MESSAGES.dayRequired],
    ];
    for (const [days, message] of cases) {
      for (const change of [blockDays, unblockDays]) {
        const error = await refusal(change(getDb(), vendor.id, days, AT));
        expect(error, days.join()).toMatchObject({ code: "invalid", message, fieldErrors: { day: message } });
      }
    }
    const tooMany = Array.from({ length: MAX_DAYS_AT_ONCE + 1 }, (_, index) => shiftDay(TODAY, { days: index }));
    expect((await refusal(blockDays(getDb(), vendor.id, tooMany, AT))).code).toBe("invalid");
    expect(await blockedRows(vendor.id)).toEqual([]);
    // The last day of the three years may be blocked.
    expect(await blockDays(getDb(), vendor.id, ["2030-08-02"], AT)).toEqual({ blocked: ["2030-08-02"] });
  });

  it("marks a day available again, but not a booked one nor one its imported calendar blocks, and says why", async () => {
    const vendor = await createVendor(getDb());
    await blockDays(getDb(), vendor.id, ["2027-08-14", "2027-08-21", "2027-08-28"], AT);
    await book(vendor.id, "2027-08-21");
    await getDb().insert(vendorBlockedDates).values({ vendorId: vendor.id, day: "2027-08-28", source: "calendar" });

    expect(await unblockDays(getDb(), vendor.id, ["2027-08-14", "2027-08-15"], AT)).toEqual({ unblocked: ["2027-08-14"] });
    expect(await unavailable(vendor.id)).toEqual(["2027-08-21", "2027-08-28"]);

    const booked = await refusal(unblockDays(getDb(), vendor.id, ["2027-08-21"], AT));
    expect(booked).toMatchObject({
      code: "conflict",
      message: "Saturday 21 August 2027 is booked (1 of 1 event). To free it, cancel the booking in its conversation.",
      fieldErrors: { day: booked.message },
    });
    const calendar = await refusal(unblockDays(getDb(), vendor.id, ["2027-08-28"], AT));
    expect(calendar).toMatchObject({ code: "conflict", message: AVAILABILITY_MESSAGES.calendarBusy("2027-08-28") });
    // Refused as a whole: the free day asked with a booked one keeps its block.
    await blockDays(getDb(), vendor.id, ["2027-08-14"], AT);
    expect((await refusal(unblockDays(getDb(), vendor.id, ["2027-08-14", "2027-08-21"], AT))).code).toBe("conflict");
    expect(await blockedRows(vendor.id)).toEqual([
      { day: "2027-08-14", source: "manual" },
      { day: "2027-08-21", source: "manual" },
      { day: "2027-08-28", source: "calendar" },
      { day: "2027-08-28", source: "manual" },
    ]);

    // With room for a second event that day, the vendor's own block can go: the day is free with one booking.
    await setEventsPerDay(getDb(), vendor.id, 2, AT);
    expect(await unblockDays(getDb(), vendor.id, ["2027-08-21"], AT)).toEqual({ unblocked: ["2027-08-21"] });
    expect(await unavailable(vendor.id)).toEqual(["2027-08-14", "2027-08-28"]);
  });

  it("sets events per day from 1 to 20, 1 until set, and refuses anything else", async () => {
    const vendor = await createVendor(getDb());
    expect(await getEventsPerDay(getDb(), vendor.id)).toBe(1);
    expect(await setEventsPerDay(getDb(), vendor.id, 20, AT)).toEqual({ eventsPerDay: 20 });
    expect(await setEventsPerDay(getDb(), vendor.id, 3, AT)).toEqual({ eventsPerDay: 3 });
    expect(await getDb().select({ eventsPerDay: vendorCalendars.eventsPerDay, updatedAt: vendorCalendars.updatedAt }).from(vendorCalendars).where(eq(vendorCalendars.vendorId, vendor.id))).toEqual([
      { eventsPerDay: 3, updatedAt: AT },
    ]);
    for (const value of [0, 21, 2.5, Number.NaN]) {
      expect(await refusal(setEventsPerDay(getDb(), vendor.id, value, AT)), String(value)).toMatchObject({
        code: "invalid",
        fieldErrors: { eventsPerDay: AVAILABILITY_MESSAGES.eventsPerDay },
      });
    }
    expect(await getEventsPerDay(getDb(), vendor.id)).toBe(3);
  });

  it("reads a month: each day free, unavailable or booked with its count against the events per day", async () => {
    const vendor = await createVendor(getDb());
    const other = await createVendor(getDb());
    await setEventsPerDay(getDb(), vendor.id, 2, AT);
    await blockDays(getDb(), vendor.id, ["2027-08-07"], AT);
    await getDb().insert(vendorBlockedDates).values({ vendorId: vendor.id, day: "2027-08-08", source: "calendar" });
    await book(vendor.id, "2027-08-14");
    await book(vendor.id, "2027-08-21");
    const cancelled = await book(vendor.id, "2027-08-21");
    await book(vendor.id, "2027-08-21");
    await getDb().update(bookings).set({ cancelledAt: AT }).where(eq(bookings.id, cancelled.id));
    // Another vendor's days never show.
    await blockDays(getDb(), other.id, ["2027-08-09"], AT);
    await book(other.id, "2027-08-10");

    const month = await vendorMonth(getDb(), vendor.id, "2027-08", AT);
    expect(month).toMatchObject({ month: "2027-08", today: TODAY, eventsPerDay: 2 });
    expect(month.days).toHaveLength(31);
    const byDay = new Map(month.days.map((day) => [day.day, day]));
    expect(byDay.get("2027-08-07")).toEqual({ day: "2027-08-07", state: "unavailable", blockedBy: ["manual"], bookings: 0 });
    expect(byDay.get("2027-08-08")).toEqual({ day: "2027-08-08", state: "unavailable", blockedBy: ["calendar"], bookings: 0 });
    expect(byDay.get("2027-08-14")).toEqual({ day: "2027-08-14", state: "free", blockedBy: [], bookings: 1 });
    expect(byDay.get("2027-08-21")).toEqual({ day: "2027-08-21", state: "booked", blockedBy: [], bookings: 2 });
    for (const day of ["2027-08-09", "2027-08-10", "2027-08-31"]) expect(byDay.get(day)).toEqual({ day, state: "free", blockedBy: [], bookings: 0 });
    // What the month calls not free is what search reads as unavailable.
    expect(await unavailable(vendor.id)).toEqual(month.days.filter((day) => day.state !== "free").map((day) => day.day));

    expect((await vendorMonth(getDb(), vendor.id, "2027-02", AT)).days).toHaveLength(28);
    expect((await refusal(vendorMonth(getDb(), vendor.id, "2027-8", AT))).code).toBe("invalid");
  });

  it("tells which of the asked days each vendor is unavailable on, and nothing of vendors not asked about", async () => {
    const [a, b, c] = [await createVendor(getDb()), await createVendor(getDb()), await createVendor(getDb())];
    await blockDays(getDb(), a.id, ["2027-08-14", "2027-08-15", "2027-09-01"], AT);
    await book(b.id, "2027-08-15");
    await blockDays(getDb(), c.id, ["2027-08-14"], AT);

    const found = await unavailableDaysOf(getDb(), [a.id, b.id], ["2027-08-15", "2027-08-14", "2027-08-16"]);
    expect([...found.entries()]).toEqual([
      [a.id, ["2027-08-14", "2027-08-15"]],
      [b.id, ["2027-08-15"]],
    ]);
    expect((await unavailableDaysOf(getDb(), [a.id], ["2027-08-16"])).size).toBe(0);
    expect((await unavailableDaysOf(getDb(), [], ["2027-08-14"])).size).toBe(0);
    expect((await unavailableDaysOf(getDb(), [a.id], [])).size).toBe(0);
    expect((await refusal(unavailableDaysOf(getDb(), [a.id], ["14 August"]))).code).toBe("invalid");
  });
});
