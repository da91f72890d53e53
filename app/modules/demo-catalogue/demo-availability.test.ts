import { describe, expect, it } from "vitest";
import { buildDemoBlockedDays, DEMO_CALENDAR_SHARE, summerWeekendsAfter } from "~/modules/demo-catalogue/demo-availability";
import { shiftDay } from "~/modules/time/uk-dates";

const vendors = Array.from({ length: 600 }, (_, index) => ({ name: `Vendor ${index}`, isActive: index % 10 !== 0 }));
const TODAY = "2026-07-15";

describe("the demo catalogue's blocked days", () => {
  it("lists Fridays to Sundays of June to September from tomorrow to two years ahead", () => {
    const days = summerWeekendsAfter(TODAY);
    expect(days[0]).toBe("2026-07-17");
    expect(days.at(-1)).toBe("2028-07-15");
    for (const day of days) {
      const date = new Date(`${day}T00:00:00Z`);
      expect([5, 6, 0]).toContain(date.getUTCDay());
      expect([6, 7, 8, 9]).toContain(date.getUTCMonth() + 1);
    }
    expect(days).toContain("2027-08-14");
    expect(days).not.toContain("2027-08-11");
    expect(days).not.toContain("2027-10-02");
  });

  it("blocks a share of summer weekends for about a third of active vendors, Saturdays most, next summer more than the one after", () => {
    const blocked = buildDemoBlockedDays(vendors, TODAY);
    const allowed = new Set(summerWeekendsAfter(TODAY));
    for (const entry of blocked) expect(allowed.has(entry.day)).toBe(true);
    const inactive = new Set(vendors.filter((vendor) => !vendor.isActive).map((vendor) => vendor.name));
    expect(blocked.some((entry) => inactive.has(entry.vendorName))).toBe(false);

    const blocking = new Set(blocked.map((entry) => entry.vendorName)).size;
    const activeCount = vendors.length - inactive.size;
    expect(blocking / activeCount).toBeGreaterThan(DEMO_CALENDAR_SHARE - 0.08);
    expect(blocking / activeCount).toBeLessThan(DEMO_CALENDAR_SHARE + 0.08);

    const weekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();
    const saturdays = blocked.filter((entry) => weekday(entry.day) === 6).length;
    const fridays = blocked.filter((entry) => weekday(entry.day) === 5).length;
    expect(saturdays).toBeGreaterThan(2 * fridays);
    const nextYear = shiftDay(TODAY, { years: 1 });
    const first = blocked.filter((entry) => entry.day <= nextYear).length;
    expect(first).toBeGreaterThan(blocked.length - first);
    // A plausible share: a busy vendor is not blocked on every summer Saturday.
    const saturdaysAhead = [...allowed].filter((day) => weekday(day) === 6 && day <= nextYear).length;
    const perVendor = new Map<string, number>();
    for (const entry of blocked) if (weekday(entry.day) === 6 && entry.day <= nextYear) perVendor.set(entry.vendorName, (perVendor.get(entry.vendorName) ?? 0) + 1);
    for (const count of perVendor.values()) expect(count).toBeLessThan(saturdaysAhead * 0.8);
  });

  it("gives the same days for the same vendors and day, and moves with the seeding day", () => {
    expect(buildDemoBlockedDays(vendors, TODAY)).toEqual(buildDemoBlockedDays(vendors, TODAY));
    const later = buildDemoBlockedDays(vendors, "2027-01-10");
    expect(later.every((entry) => entry.day > "2027-01-10" && entry.day <= "2029-01-10")).toBe(true);
    expect(later.some((entry) => entry.day >= "2028-06-01")).toBe(true);
  });
});
