import { eq } from "drizzle-orm";
import ICAL from "ical.js";
import { beforeAll, expect, it } from "vitest";
import { bookings, vendorBlockedDates } from "~/db/schema";
import { ensureExportToken, exportCalendar, exportPathOf, renewExportToken, tokenOfFileName } from "~/modules/calendar-sync/calendar-export.server";
import { createBooking, createConversation } from "../../../tests/support/conversations";
import { createVendor } from "../../../tests/support/factories";
import { describeEachDatabase } from "../../../tests/support/test-database";

// The vendor's private export feed (docs/product/vendor-journey-and-portal.md#calendar-sync; decision 066).
const AT = new Date("2027-01-10T12:00:00Z");

/** The feed's events as `{ day, summary }`, read back with ical.js. */
function eventsOf(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents("vevent").map((vevent) => {
    const event = new ICAL.Event(vevent);
    return { day: event.startDate.toString(), until: event.endDate.toString(), allDay: event.startDate.isDate, summary: event.summary, uid: event.uid };
  });
}

describeEachDatabase("the calendar export feed", (getDb) => {
  let vendorA: number;
  let vendorB: number;
  let couple: { coupleName: string; coupleEmail: string; couplePhone: string };
  beforeAll(async () => {
    vendorA = (await createVendor(getDb(), { name: "Noor Mehndi" })).id;
    vendorB = (await createVendor(getDb(), { name: "Other Vendor" })).id;
    const booked = await createConversation(getDb(), vendorA, {
      enquiry: { coupleName: "Zara Hussain", couplePhone: "07700 900456", eventType: "Mehndi", eventDate: "2027-06-12" },
    });
    couple = { coupleName: booked.enquiry.coupleName, coupleEmail: booked.enquiry.coupleEmail, couplePhone: booked.enquiry.couplePhone ?? "" };
    await createBooking(getDb(), booked, { source: "outside" });
    const cancelled = await createConversation(getDb(), vendorA, { enquiry: { eventType: "Nikah", eventDate: "2027-07-03" } });
    const { booking } = await createBooking(getDb(), cancelled, { source: "outside" });
    await getDb().update(bookings).set({ cancelledAt: AT }).where(eq(bookings.id, booking.id));
    await getDb()
      .insert(vendorBlockedDates)
      .values([
        { vendorId: vendorA, day: "2027-06-19", source: "manual" },
        { vendorId: vendorA, day: "2027-06-20", source: "calendar" },
        { vendorId: vendorA, day: "2027-06-20", source: "manual" },
        // Long past: before the feed's 90 days.
        { vendorId: vendorA, day: "2026-09-01", source: "manual" },
        { vendorId: vendorB, day: "2027-06-26", source: "manual" },
        { vendorId: vendorB, day: "2027-06-27", source: "calendar" },
      ]);
    const bBooked = await createConversation(getDb(), vendorB, { enquiry: { eventType: "Walima", eventDate: "2027-08-07" } });
    await createBooking(getDb(), bBooked, { source: "outside" });
  });

  it("lists the vendor's live bookings by event type and their blocked days once each, as all-day events", async () => {
    const token = await ensureExportToken(getDb(), vendorA);
    const feed = (await exportCalendar(getDb(), token, AT))!;
    expect(feed.vendorId).toBe(vendorA);
    expect(eventsOf(feed.text).map(({ day, until, allDay, summary }) => ({ day, until, allDay, summary }))).toEqual([
      { day: "2027-06-12", until: "2027-06-13", allDay: true, summary: "Booked: Mehndi" },
      { day: "2027-06-19", until: "2027-06-20", allDay: true, summary: "Unavailable" },
      { day: "2027-06-20", until: "2027-06-21", allDay: true, summary: "Unavailable" },
    ]);
    expect(feed.text).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(feed.text).toContain("X-WR-CALNAME:Noor Mehndi (Shaadi Vendors UK)");
    // The same day gives the same UID next time, so calendar apps update rather than duplicate.
    expect(eventsOf((await exportCalendar(getDb(), token, AT))!.text).map((event) => event.uid)).toEqual(eventsOf(feed.text).map((event) => event.uid));
  });

  it("carries none of the couple's personal data", async () => {
    const feed = (await exportCalendar(getDb(), await ensureExportToken(getDb(), vendorA), AT))!;
    for (const value of [couple.coupleName, "Zara", "Hussain", couple.coupleEmail, couple.couplePhone, "07700"]) expect(feed.text).not.toContain(value);
  });

  it("never shows another vendor's days or bookings", async () => {
    const aFeed = (await exportCalendar(getDb(), await ensureExportToken(getDb(), vendorA), AT))!.text;
    const bFeed = (await exportCalendar(getDb(), await ensureExportToken(getDb(), vendorB), AT))!.text;
    for (const day of ["20270626", "20270627", "20270807"]) expect(aFeed).not.toContain(day);
    expect(eventsOf(bFeed).map((event) => event.day).sort()).toEqual(["2027-06-26", "2027-06-27", "2027-08-07"]);
    expect(bFeed).not.toContain("20270612");
  });

  it("keeps the token once made, and answers nothing for a replaced or malformed one", async () => {
    const first = await ensureExportToken(getDb(), vendorB);
    expect(await ensureExportToken(getDb(), vendorB)).toBe(first);
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const second = await renewExportToken(getDb(), vendorB, AT);
    expect(second).not.toBe(first);
    expect(await exportCalendar(getDb(), first, AT)).toBeUndefined();
    expect((await exportCalendar(getDb(), second, AT))?.vendorId).toBe(vendorB);
    for (const token of ["", "short", `${second}x`, second.replace(/.$/, "!")]) expect(await exportCalendar(getDb(), token, AT)).toBeUndefined();
  });

  it("reads the token from the file name of its path", () => {
    const token = "a".repeat(43);
    expect(exportPathOf(token)).toBe(`/calendar/${token}.ics`);
    expect(tokenOfFileName(`${token}.ics`)).toBe(token);
    for (const name of [token, `${token}.ical`, "x.ics", `${"a".repeat(42)}/.ics`]) expect(tokenOfFileName(name)).toBeUndefined();
  });
});
