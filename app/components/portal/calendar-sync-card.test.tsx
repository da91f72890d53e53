import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { CalendarSyncCard } from "~/components/portal/calendar-sync-card";
import { CALENDAR_MESSAGES, type CalendarSyncView } from "~/modules/calendar-sync/calendar-sync-rules";

const EXPORT_URL = "https://shaadivendors.example/calendar/2Hq0vJ9kXo1mP4sT7uW3yZ6bC8dF5gH1jK2lN4pR6tV.ics";
const NO_FEED: CalendarSyncView = { feedUrl: null, statusLine: "", failed: false, busyDays: 0, exportUrl: EXPORT_URL };

/** The card as the server renders it on the availability page at `path` (what a browser without JavaScript gets). */
function render(sync: CalendarSyncView, path = "/vendor-dashboard/availability"): string {
  const Stub = createRoutesStub([{ path: "/vendor-dashboard/availability", Component: () => <CalendarSyncCard sync={sync} /> }]);
  return renderToString(<Stub initialEntries={[path]} />).replaceAll("<!-- -->", "");
}

/** The attributes of each opening tag `name` in the markup, names lower-cased as a browser reads them. */
const tags = (html: string, name: string) =>
  [...html.matchAll(new RegExp(`<${name}\\b[^>]*>`, "g"))].map(([tag]) =>
    Object.fromEntries([...tag.matchAll(/\s([a-zA-Z-]+)="([^"]*)"/g)].map(([, key, value]) => [key!.toLowerCase(), value!])),
  );
/** The submit buttons of the markup, as `intent` values. */
const intents = (html: string) => tags(html, "button").filter((button) => button.type === "submit" && button.name === "intent").map((button) => button.value);
const input = (html: string, id: string) => tags(html, "input").find((attributes) => attributes.id === id);

describe("CalendarSyncCard", () => {
  it("offers a feed address to save, and the export address read-only, posting to the card's route", () => {
    const html = render(NO_FEED);
    expect(html).toContain("Calendar sync");
    expect(html).toMatch(/<label for="calendar-feed-url"[^>]*>iCal feed address<\/label>/);
    expect([...html.matchAll(/<form[^>]*action="([^"]+)"/g)].map(([, action]) => action)).toEqual(["/vendor-dashboard/calendar", "/vendor-dashboard/calendar"]);
    expect(intents(html)).toEqual(["save", "renew-export"]);
    expect(html).toMatch(/Save and sync/);
    expect(html).toMatch(/Make a new address/);
    expect(input(html, "calendar-export-url")).toMatchObject({ readonly: "", value: EXPORT_URL });
    expect(html).toContain("Copy");
    expect(html).not.toContain("Sync now");
  });

  it("with a feed saved: Sync now, Remove feed, and the status line", () => {
    const html = render({ feedUrl: "https://calendar.example/me.ics", statusLine: "Last synced 5 minutes ago.", failed: false, busyDays: 3, exportUrl: EXPORT_URL });
    expect(intents(html)).toEqual(["save", "sync", "remove", "renew-export"]);
    expect(input(html, "calendar-feed-url")).toMatchObject({ name: "feedUrl", value: "https://calendar.example/me.ics" });
    expect(html).toContain("Last synced 5 minutes ago.");
    expect(html).toContain("3 days from today on are busy in this calendar.");
  });

  it("shows the notice of a plain post, and a refused address as typed with its problem", () => {
    expect(render(NO_FEED, "/vendor-dashboard/availability?calendar=renewed")).toContain(CALENDAR_MESSAGES.renewed);
    const refused = render(NO_FEED, `/vendor-dashboard/availability?calendar=refused&feedUrl=${encodeURIComponent("webcal://calendar.example/me")}`);
    expect(input(refused, "calendar-feed-url")).toMatchObject({ "aria-invalid": "true", value: "webcal://calendar.example/me" });
    expect(refused).toContain(CALENDAR_MESSAGES.urlWebcal);
    const crafted = render(NO_FEED, "/vendor-dashboard/availability?calendar=%3Cb%3Ehello");
    expect(crafted).not.toContain('role="alert"');
    expect(crafted).not.toContain("hello");
  });
});
