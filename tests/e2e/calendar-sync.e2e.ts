import AxeBuilder from "@axe-core/playwright";
import { allDayCalendar, startFeedServer, type FeedServer } from "../support/feed-server";
import { expect, expectPath, expectText, fetchHtml, signInVendor, test, visit, type Page } from "./fixtures";
import { createAccountThroughCheckout } from "./paid-vendor-account";

// Calendar sync (docs/product/vendor-journey-and-portal.md#calendar-sync; decision 066): a vendor saves the iCal
// address of their own calendar, served here on 127.0.0.1 (the test server allows loopback, decision 021), and its
// busy days show as unavailable on the Availability page; the feed then breaks, and 'Sync now' says why while the
// days stay blocked.

const STAMP = Date.now();
const EMAIL = `calendar-${STAMP}@example.test`;
const PASSWORD = "saffron-tealights-on-the-terrace-9";
const LONDON_DAY = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London", year: "numeric", month: "2-digit", day: "2-digit" });
/** The UK day `days` from today, `YYYY-MM-DD`. */
const dayAhead = (days: number) => LONDON_DAY.format(new Date(Date.now() + days * 86_400_000));

let feeds: FeedServer;
test.beforeAll(async () => {
  feeds = await startFeedServer();
});
test.afterAll(async () => {
  await feeds.close();
});

/** The Availability page's grid button of `day`, shown from the day's month. */
async function dayButton(page: Page, day: string) {
  await visit(page, `/vendor-dashboard/availability?month=${day.slice(0, 7)}`);
  return page.locator(`button[data-day="${day}"]`);
}

test.describe("calendar sync", () => {
  test("a vendor's busy days come in from their calendar, and a broken feed keeps them and says why", async ({ open, baseUrl }) => {
    // A whole journey: an account through checkout, its listing, a sign-in and two syncs.
    test.setTimeout(120_000);
    const busy = [dayAhead(45), dayAhead(46)];
    const path = `/calendar-${STAMP}.ics`;
    feeds.serve(path, allDayCalendar(busy));

    const page = await open();
    await createAccountThroughCheckout(page, EMAIL, PASSWORD);
    await page.getByLabel("Business Name *").fill(`Calendar Henna ${STAMP}`);
    await page.getByLabel("Category *").selectOption({ label: "Mehndi Artists" });
    await page.getByLabel("Location *").fill("Leicester");
    await page.getByLabel("Description *").fill("Bridal mehndi across the Midlands.");
    await page.getByRole("button", { name: "Submit Business Details" }).click();
    await expectPath(page, "/business-success");
    // The refused address answers 400, which the browser reports in its console.
    const vendor = await open({}, { ignoreErrors: /status of 400/ });
    await signInVendor(vendor, EMAIL, PASSWORD);

    await visit(vendor, "/vendor-dashboard/availability");
    const card = vendor.locator("#calendar-sync");
    await expectText(card.getByRole("heading", { name: "Calendar sync" }), "Calendar sync");
    // Not http(s): refused with a clear message, the address kept as typed.
    await card.getByLabel("iCal feed address").fill("webcal://calendar.example/me.ics");
    await card.getByRole("button", { name: "Save and sync" }).click();
    await expectText(card.locator("#calendar-feed-url-error"), /change the start to https:\/\//);
    await expect(card.getByLabel("iCal feed address")).toHaveValue("webcal://calendar.example/me.ics");

    await card.getByLabel("iCal feed address").fill(`${feeds.origin}${path}`);
    await card.getByRole("button", { name: "Save and sync" }).click();
    await expectText(card.getByRole("status").filter({ hasText: "Calendar saved" }), "Calendar saved and synced. 2 busy days from today on.");
    await expectText(card.locator("#calendar-sync-status"), "Last synced just now.");
    // The card itself: the rest of the page is the Availability page's own test's to check.
    const axe = await new AxeBuilder({ page: vendor }).include("#calendar-sync").withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);

    const first = await dayButton(vendor, busy[0]!);
    await expect(first).toHaveAttribute("aria-pressed", "true");
    await expect(first).toHaveAttribute("aria-label", /Unavailable \(your calendar\)/);

    // The feed breaks: 'Sync now' says why, and the busy days stay.
    feeds.serve(path, { contentType: "text/html", body: "<!doctype html><html><body>This calendar is no longer shared</body></html>" });
    await visit(vendor, "/vendor-dashboard/availability");
    await vendor.locator("#calendar-sync").getByRole("button", { name: "Sync now" }).click();
    await expectText(
      vendor.locator("#calendar-sync-status"),
      /^Sync failed just now: The address did not return an iCal calendar\. .*Busy days from the last good sync \(just now\) are kept\.$/,
    );
    expect(feeds.hits(path)).toBe(2);
    const kept = await dayButton(vendor, busy[1]!);
    await expect(kept).toHaveAttribute("aria-label", /Unavailable \(your calendar\)/);

    // The vendor's own feed of bookings and blocked days, at the address the card shows.
    const exportUrl = await vendor.locator("#calendar-export-url").inputValue();
    expect(exportUrl).toMatch(new RegExp(`^${baseUrl}/calendar/[A-Za-z0-9_-]{43}\\.ics$`));
    const feed = await fetchHtml(baseUrl, new URL(exportUrl).pathname);
    expect(feed.status).toBe(200);
    expect(feed.html).toContain(`DTSTART;VALUE=DATE:${busy[0]!.replaceAll("-", "")}`);
  });
});
