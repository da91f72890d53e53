import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { busyDaysOfFeed, FEED_CONTENT_MESSAGES, MAX_REPEAT_STEPS } from "~/modules/calendar-sync/feed-busy-days.server";
import { MAX_FEED_EVENTS } from "~/modules/calendar-sync/calendar-sync-rules";
import { shiftDay } from "~/modules/time/uk-dates";
import { icsCalendar as calendar } from "../../../tests/support/feed-server";
import { refusal } from "../../../tests/support/rejections";

// The busy days of a feed (docs/product/vendor-journey-and-portal.md#calendar-sync; decision 066), in UK days,
// over a window of today to three years ahead. Today is 10 January 2027 throughout.
const WINDOW = { first: "2027-01-10", last: "2030-01-10" };

const fixture = (name: string) => fs.readFileSync(`tests/fixtures/calendars/${name}`, "utf8");

const days = (text: string) => busyDaysOfFeed(text, WINDOW);

describe("busyDaysOfFeed", () => {
  it("blocks an all-day event's day, and each day of a multi-day one up to its exclusive end", async () => {
    expect(await days(calendar(["DTSTART;VALUE=DATE:20270612", "DTEND;VALUE=DATE:20270613"]))).toEqual(["2027-06-12"]);
    expect(await days(calendar(["DTSTART;VALUE=DATE:20270701", "DTEND;VALUE=DATE:20270704"]))).toEqual(["2027-07-01", "2027-07-02", "2027-07-03"]);
    // Without DTEND an all-day event is one day; with DURATION it lasts that long.
    expect(await days(calendar(["DTSTART;VALUE=DATE:20270801"]))).toEqual(["2027-08-01"]);
    expect(await days(calendar(["DTSTART;VALUE=DATE:20270801", "DURATION:P3D"]))).toEqual(["2027-08-01", "2027-08-02", "2027-08-03"]);
  });

  it("counts timed events in London time: crossing midnight takes both days, ending at midnight does not", async () => {
    // 22:00–23:30 UTC on 12 June is 23:00–00:30 BST: the 12th and the 13th in London (UTC would say only the 12th).
    expect(await days(calendar(["DTSTART:20270612T220000Z", "DTEND:20270612T233000Z"]))).toEqual(["2027-06-12", "2027-06-13"]);
    // 17:00–23:00 UTC on 14 June ends at midnight BST: only the 14th.
    expect(await days(calendar(["DTSTART:20270614T170000Z", "DTEND:20270614T230000Z"]))).toEqual(["2027-06-14"]);
    // A floating time (no zone) is read as UK time, and an event without length takes its start's day.
    expect(await days(calendar(["DTSTART:20270612T233000"]))).toEqual(["2027-06-12"]);
    expect(await days(calendar(["DTSTART:20270612T233000Z"]))).toEqual(["2027-06-13"]);
  });

  it("reads the days of the BST and GMT sides of both clock changes", async () => {
    const feed = calendar(
      // BST starts at 01:00 UTC on Sunday 28 March 2027.
      ["DTSTART:20270327T233000Z", "DTEND:20270327T234500Z"], // 23:30 GMT, Saturday 27th
      ["DTSTART:20270328T233000Z", "DTEND:20270328T234500Z"], // 00:30 BST, Monday 29th
      // BST ends at 01:00 UTC on Sunday 31 October 2027.
      ["DTSTART:20271030T233000Z", "DTEND:20271030T234500Z"], // 00:30 BST, Sunday 31st
      ["DTSTART:20271031T233000Z", "DTEND:20271031T234500Z"], // 23:30 GMT, still Sunday 31st
    );
    expect(await days(feed)).toEqual(["2027-03-27", "2027-03-29", "2027-10-31"]);
  });

  it("places times of a zone the feed defines (VTIMEZONE), and of an IANA zone it only names", async () => {
    // 20:00 Eastern daylight time on 12 June is 01:00 BST on the 13th; the zone is defined under Outlook's name.
    expect(await days(fixture("outlook-new-york.ics"))).toEqual(["2027-06-13"]);
    // 03:00 in India on 12 June is 22:30 BST on the 11th; the feed names the zone without defining it.
    expect(await days(calendar(["DTSTART;TZID=Asia/Kolkata:20270612T030000", "DTEND;TZID=Asia/Kolkata:20270612T040000"]))).toEqual(["2027-06-11"]);
    // A zone nobody knows is read as UK time.
    expect(await days(calendar(["DTSTART;TZID=Somewhere/Else:20270612T233000", "DTEND;TZID=Somewhere/Else:20270612T235000"]))).toEqual(["2027-06-12"]);
  });

  it("reads a Google Calendar feed: transparent events are free, a weekly event in London time keeps its day across the change to GMT", async () => {
    expect(await days(fixture("google-london.ics"))).toEqual([
      "2027-06-19",
      // The festival, 09:00 UTC on the 1st to 17:00 UTC on the 3rd.
      "2027-07-01",
      "2027-07-02",
      "2027-07-03",
      // 23:30 London time on 24 October (BST) and 31 October (GMT): read as UTC, the first would be the 25th.
      "2027-10-24",
      "2027-10-31",
    ]);
  });

  it("leaves out cancelled and free events", async () => {
    const feed = calendar(
      ["DTSTART;VALUE=DATE:20270612", "STATUS:CANCELLED"],
      ["DTSTART;VALUE=DATE:20270613", "TRANSP:TRANSPARENT"],
      ["DTSTART;VALUE=DATE:20270614", "STATUS:TENTATIVE", "TRANSP:OPAQUE"],
    );
    expect(await days(feed)).toEqual(["2027-06-14"]);
  });

  it("expands repeating events, without their excluded, cancelled or free occurrences, with moved ones on their new day", async () => {
    const feed = [
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      "PRODID:-//Test//Feeds//EN",
      "BEGIN:VEVENT",
      "UID:series@test",
      "DTSTAMP:20261201T120000Z",
      "DTSTART;VALUE=DATE:20270605",
      "DTEND;VALUE=DATE:20270606",
      "RRULE:FREQ=WEEKLY;COUNT=6",
      "EXDATE;VALUE=DATE:20270612",
      "END:VEVENT",
      // The third Saturday moves to the Sunday; the fourth is cancelled; the fifth is marked free.
      "BEGIN:VEVENT",
      "UID:series@test",
      "DTSTAMP:20261201T120000Z",
      "RECURRENCE-ID;VALUE=DATE:20270619",
      "DTSTART;VALUE=DATE:20270620",
      "DTEND;VALUE=DATE:20270621",
      "END:VEVENT",
      "BEGIN:VEVENT",
      "UID:series@test",
      "DTSTAMP:20261201T120000Z",
      "RECURRENCE-ID;VALUE=DATE:20270626",
      "DTSTART;VALUE=DATE:20270626",
      "STATUS:CANCELLED",
      "END:VEVENT",
      "BEGIN:VEVENT",
      "UID:series@test",
      "DTSTAMP:20261201T120000Z",
      "RECURRENCE-ID;VALUE=DATE:20270703",
      "DTSTART;VALUE=DATE:20270703",
      "TRANSP:TRANSPARENT",
      "END:VEVENT",
      "END:VCALENDAR",
    ].join("\r\n");
    expect(await days(feed)).toEqual(["2027-06-05", "2027-06-20", "2027-07-10"]);
  });

  it("keeps only days from today to three years ahead, however long an event repeats", async () => {
    const daily = await days(calendar(["DTSTART;VALUE=DATE:20200101", "RRULE:FREQ=DAILY"]));
    expect(daily[0]).toBe(WINDOW.first);
    expect(daily.at(-1)).toBe(WINDOW.last);
    expect(daily).toHaveLength(1097);
    // A multi-day event that began before today blocks only from today; past and far events block nothing.
    expect(await days(calendar(["DTSTART;VALUE=DATE:20270108", "DTEND;VALUE=DATE:20270112"]))).toEqual(["2027-01-10", "2027-01-11"]);
    expect(await days(calendar(["DTSTART;VALUE=DATE:20261225"], ["DTSTART;VALUE=DATE:20300111"]))).toEqual([]);
  });

  it("reads an empty calendar as no busy days, and a byte-order mark as nothing", async () => {
    expect(await days(calendar())).toEqual([]);
    expect(await days(`\uFEFF${calendar(["DTSTART;VALUE=DATE:20270612"])}`)).toEqual(["2027-06-12"]);
  });

  it("refuses what is not an iCalendar", async () => {
    for (const text of ["<!doctype html><html><body>Sign in</body></html>", "", '{"events":[]}', "BEGIN:VCALENDAR\r\nnonsense without colon\r\n"]) {
      expect((await refusal(days(text))).message).toBe(FEED_CONTENT_MESSAGES.notCalendar);
    }
  });

  it(`refuses ${MAX_FEED_EVENTS} events or more, and reads one fewer`, async () => {
    const many = (count: number) => calendar(...Array.from({ length: count }, (_, index) => [`DTSTART;VALUE=DATE:${shiftDay("2027-02-01", { days: index % 900 }).replaceAll("-", "")}`]));
    expect((await refusal(days(many(MAX_FEED_EVENTS)))).message).toBe(FEED_CONTENT_MESSAGES.tooManyEvents);
    expect(await days(many(MAX_FEED_EVENTS - 1))).toHaveLength(900);
  });

  it(`refuses repeats past ${MAX_REPEAT_STEPS} occurrences`, async () => {
    const minutely = calendar(["DTSTART:20260101T000000Z", "DTEND:20260101T000100Z", "RRULE:FREQ=MINUTELY"]);
    expect((await refusal(days(minutely))).message).toBe(FEED_CONTENT_MESSAGES.tooManyRepeats);
  });
});
