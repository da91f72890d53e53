import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { vendorBlockedDates, vendorUnavailableDates } from "~/db/schema";
import { getAuth } from "~/modules/accounts/auth.server";
import { AVAILABILITY_MESSAGES } from "~/modules/availability/availability-form";
import type { AvailabilityMonth } from "~/modules/availability/availability-month";
import type { CalendarSyncView } from "~/modules/calendar-sync/calendar-sync-rules";
import { CROSS_SITE_MESSAGE } from "~/modules/http/same-origin.server";
import { resetClock, setClock } from "~/modules/time/clock";
import { action, loader } from "~/routes/vendor-availability";
import { createBooking, createConversation } from "../../tests/support/conversations";
import { createPaidAccount, type PaidAccount } from "../../tests/support/paid-account";
import { useAsGlobalDatabase } from "../../tests/support/global-database";
import { createPortalVendor, type PortalVendor } from "../../tests/support/portal-vendor";
import { runRoute } from "../../tests/support/route-calls";
import { describeEachDatabase } from "../../tests/support/test-database";

// docs/product/vendor-journey-and-portal.md#availability through the page's loader and action, on 2 August 2027.

const ORIGIN = "http://localhost:3000";
const PATH = "/vendor-dashboard/availability";
const AT = new Date("2027-08-02T10:00:00Z");

type PageData = { availability: AvailabilityMonth | null; calendarSync: CalendarSyncView | null; notice: string | null };
type Failure = { values: Record<string, string>; fieldErrors: Record<string, string>; formError: { title?: string; message: string } };

const get = (search: string, cookie?: string) => new Request(`${ORIGIN}${PATH}${search}`, { headers: cookie ? { cookie } : {} });
const post = (fields: Record<string, string>, cookie?: string, headers: Record<string, string> = {}) =>
  new Request(`${ORIGIN}${PATH}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: ORIGIN, ...(cookie ? { cookie } : {}), ...headers },
    body: new URLSearchParams(fields),
  });

describeEachDatabase(PATH, (getDb, backend) => {
  useAsGlobalDatabase(getDb, backend);
  let vendor: PortalVendor;
  let withoutListing: PaidAccount;
  beforeAll(async () => {
    vendor = await createPortalVendor(getDb(), getAuth(), { publicUrl: ORIGIN, active: true });
    withoutListing = await createPaidAccount(getDb(), getAuth(), { publicUrl: ORIGIN });
    setClock(() => AT);
  });
  afterAll(() => resetClock());

  const page = async (search = "") => (await runRoute<PageData>(loader, get(search, vendor.cookie))).body!;
  const act = (fields: Record<string, string>) => runRoute<Failure>(action, post(fields, vendor.cookie));
  const stateOn = async (day: string) => (await page(`?month=${day.slice(0, 7)}`)).availability!.days.find((entry) => entry.day === day);
  const blocked = () => getDb().select({ day: vendorBlockedDates.day }).from(vendorBlockedDates).where(eq(vendorBlockedDates.vendorId, vendor.vendorId)).orderBy(vendorBlockedDates.day);

  it("sends a visitor without a session to /vendor-auth, from the page and its forms", async () => {
    for (const result of [await runRoute(loader, get("")), await runRoute(action, post({ intent: "block", day: "2027-08-14" }))]) {
      expect(result.status).toBe(302);
      expect(result.headers.get("Location")).toBe("/vendor-auth");
    }
    expect(await blocked()).toEqual([]);
  });

  it("shows this month, or the month asked for up to three years ahead, never cached", async () => {
    const result = await runRoute<PageData>(loader, get("", vendor.cookie));
    expect(result.headers.get("Cache-Control")).toBe("no-store");
    expect(result.body).toMatchObject({ availability: { month: "2027-08", today: "2027-08-02", eventsPerDay: 1 }, notice: null });
    expect(result.body?.availability?.days).toHaveLength(31);
    // The Calendar sync card below it (decision 066): no feed yet, and the vendor's export address.
    expect(result.body?.calendarSync).toMatchObject({ feedUrl: null, statusLine: "", exportUrl: expect.stringMatching(/\/calendar\/[A-Za-z0-9_-]{43}\.ics$/) });
    expect((await page("?month=2030-08")).availability?.month).toBe("2030-08");
    for (const search of ["?month=2030-09", "?month=2027-07", "?month=soon"]) expect((await page(search)).availability?.month, search).toBe("2027-08");
  });

  it("marks a date unavailable and leads to its month with a notice, then available again", async () => {
    const blockedResult = await act({ intent: "block", via: "date", day: "2027-09-14", month: "2027-08" });
    expect(blockedResult.status).toBe(303);
    expect(blockedResult.headers.get("Location")).toBe(`${PATH}?month=2027-09&done=block&day=2027-09-14`);
    const after = await page("?month=2027-09&done=block&day=2027-09-14");
    expect(after.notice).toBe("Tuesday 14 September 2027 marked unavailable.");
    expect(after.availability?.days.find((day) => day.day === "2027-09-14")).toMatchObject({ state: "unavailable", blockedBy: ["manual"] });

    const freed = await act({ intent: "unblock", via: "grid", day: "2027-09-14" });
    expect(freed.headers.get("Location")).toBe(`${PATH}?month=2027-09&done=unblock&day=2027-09-14`);
    expect(await stateOn("2027-09-14")).toMatchObject({ state: "free", blockedBy: [] });
    expect(await blocked()).toEqual([]);
  });

  it("refuses a past, unreal or empty date with its message, keeping what was typed", async () => {
    const cases: [string, string][] = [
      ["2027-08-01", "Sunday 1 August 2027 has already passed."],
      ["2027-02-30", "'2027-02-30' is not a real date."],
      ["", AVAILABILITY_MESSAGES.dayRequired],
    ];
    for (const [day, message] of cases) {
      const refused = await act({ intent: "block", via: "date", day, month: "2027-08" });
      expect(refused.status, day).toBe(400);
      expect(refused.body).toEqual({
        values: { intent: "block", via: "date", day, eventsPerDay: "", month: "2027-08" },
        fieldErrors: { day: message },
        formError: { title: AVAILABILITY_MESSAGES.refused, message },
      });
    }
    expect(await blocked()).toEqual([]);
  });

  it("keeps a booked day unavailable and says why, until the events per day leave room", async () => {
    const conversation = await createConversation(getDb(), vendor.vendorId, { enquiry: { eventDate: "2027-10-09" } });
    await createBooking(getDb(), conversation, { source: "outside" });
    expect(await stateOn("2027-10-09")).toMatchObject({ state: "booked", bookings: 1 });

    const refused = await act({ intent: "unblock", via: "grid", day: "2027-10-09" });
    expect(refused.status).toBe(409);
    expect(refused.body?.formError.message).toBe("Saturday 9 October 2027 is booked (1 of 1 event). To free it, cancel the booking in its conversation.");
    expect(refused.body?.values).toMatchObject({ via: "grid", day: "2027-10-09" });

    const saved = await act({ intent: "events-per-day", eventsPerDay: "2", month: "2027-10" });
    expect(saved.status).toBe(303);
    expect(saved.headers.get("Location")).toBe(`${PATH}?month=2027-10&done=events-per-day`);
    expect((await page("?month=2027-10&done=events-per-day")).notice).toBe(AVAILABILITY_MESSAGES.eventsPerDaySaved);
    expect(await stateOn("2027-10-09")).toMatchObject({ state: "free", bookings: 1 });
    expect(await getDb().select().from(vendorUnavailableDates).where(eq(vendorUnavailableDates.vendorId, vendor.vendorId))).toEqual([]);
  });

  it("refuses events per day outside 1 to 20 as typed, an unknown action and a cross-site post", async () => {
    for (const typed of ["0", "21", "two", ""]) {
      const refused = await act({ intent: "events-per-day", eventsPerDay: typed, month: "2027-08" });
      expect(refused.status, typed).toBe(400);
      expect(refused.body).toMatchObject({ values: { eventsPerDay: typed }, fieldErrors: { eventsPerDay: AVAILABILITY_MESSAGES.eventsPerDay } });
    }
    expect((await act({ intent: "toggle", day: "2027-08-14" })).status).toBe(400);
    const request = post({ intent: "block", day: "2027-08-14" }, vendor.cookie, { origin: "https://evil.example" });
    const crossSite = await runRoute<Failure>(action, request);
    expect(crossSite.status).toBe(403);
    expect(crossSite.body?.formError.message).toBe(CROSS_SITE_MESSAGE);
    expect(await blocked()).toEqual([]);
  });

  it("shows nothing to an account without a listing, and changes nothing for it", async () => {
    expect((await runRoute<PageData>(loader, get("", withoutListing.cookie))).body).toEqual({ availability: null, calendarSync: null, notice: null });
    expect((await runRoute(action, post({ intent: "block", day: "2027-08-14" }, withoutListing.cookie))).status).toBe(404);
  });
});
