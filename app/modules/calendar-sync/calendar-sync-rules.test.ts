import { describe, expect, it } from "vitest";
import { CALENDAR_MESSAGES, calendarNotice, calendarPageAfter, feedStatusLine, feedUrlMessage, timeAgo } from "~/modules/calendar-sync/calendar-sync-rules";

// The card's rules (docs/product/vendor-journey-and-portal.md#calendar-sync): the feed address, the status line,
// the notices of a post without JavaScript.
const AT = new Date("2027-01-10T12:00:00Z");
const before = (ms: number) => new Date(AT.getTime() - ms).toISOString();

describe("feedUrlMessage", () => {
  it("takes http and https addresses and words every other problem", () => {
    expect(feedUrlMessage("https://calendar.google.com/calendar/ical/a%40b/private-1/basic.ics")).toBeUndefined();
    expect(feedUrlMessage("  http://outlook.office365.com/owa/calendar/x/calendar.ics  ")).toBeUndefined();
    expect(feedUrlMessage("webcal://p01-calendars.icloud.com/published/2/x")).toBe(CALENDAR_MESSAGES.urlWebcal);
    expect(feedUrlMessage("file:///etc/passwd")).toBe(CALENDAR_MESSAGES.urlScheme);
    expect(feedUrlMessage("calendar.google.com/basic.ics")).toBe(CALENDAR_MESSAGES.urlNotAddress);
    expect(feedUrlMessage("")).toBe(CALENDAR_MESSAGES.urlMissing);
    expect(feedUrlMessage(`https://a.example/${"x".repeat(2000)}`)).toBe(CALENDAR_MESSAGES.urlTooLong);
  });
});

describe("feedStatusLine", () => {
  const feed = { feedUrl: "https://a.example/c.ics", syncedAt: null, checkedAt: null, error: null };
  it("says when the feed last synced, or that it has not yet", () => {
    expect(feedStatusLine({ ...feed, feedUrl: null }, AT)).toBe("");
    expect(feedStatusLine(feed, AT)).toBe("Not synced yet.");
    expect(feedStatusLine({ ...feed, syncedAt: before(5 * 60_000), checkedAt: before(5 * 60_000) }, AT)).toBe("Last synced 5 minutes ago.");
  });

  it("says what went wrong, and that the last good days are kept", () => {
    const failed = { ...feed, error: "The calendar's server could not be reached.", checkedAt: before(60_000) };
    expect(feedStatusLine(failed, AT)).toBe("Sync failed 1 minute ago: The calendar's server could not be reached.");
    expect(feedStatusLine({ ...failed, syncedAt: before(3 * 3_600_000) }, AT)).toBe(
      "Sync failed 1 minute ago: The calendar's server could not be reached. Busy days from the last good sync (3 hours ago) are kept.",
    );
  });

  it("counts minutes, hours and days", () => {
    expect([30_000, 60_000, 59 * 60_000, 3_600_000, 25 * 3_600_000].map((ms) => timeAgo(new Date(before(ms)), AT))).toEqual([
      "just now",
      "1 minute ago",
      "59 minutes ago",
      "1 hour ago",
      "1 day ago",
    ]);
  });
});

describe("the notices of a post without JavaScript", () => {
  it("names the notice and the refused address in the card's page address, and reads known notices only", () => {
    expect(calendarPageAfter("saved")).toBe("/vendor-dashboard/availability?calendar=saved#calendar-sync");
    expect(calendarPageAfter("refused", "ftp://x")).toBe("/vendor-dashboard/availability?calendar=refused&feedUrl=ftp%3A%2F%2Fx#calendar-sync");
    expect(calendarNotice("removed")).toEqual({ tone: "success", message: CALENDAR_MESSAGES.removed });
    expect(calendarNotice("<b>")).toBeUndefined();
    expect(calendarNotice(null)).toBeUndefined();
  });
});
