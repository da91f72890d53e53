import type { Page, Request } from "@playwright/test";
import { eventually, expect, expectCount, expectNoAxeViolations, expectPath, expectText, newPage, test, visit } from "./fixtures";
import { serveTiles, TILE_ORIGIN } from "./map-tiles";

// Decision 037: the vendor page's Location tab and the search page's results map, loaded only when opened.

const SEARCH = "/search?location=Leicester";

type ApiVendor = { id: number; name: string; latitude: number | null; longitude: number | null };
type ApiSearch = { vendors: ApiVendor[]; place: { lat: number; lng: number; label: string } | null };

async function apiSearch(baseUrl: string, query: string): Promise<ApiSearch> {
  const response = await fetch(new URL(`/api/search?${query}`, baseUrl));
  expect(response.status).toBe(200);
  return (await response.json()) as ApiSearch;
}

let vendor: ApiVendor & { latitude: number; longitude: number };

test.beforeAll(async ({ baseUrl }) => {
  const { vendors } = await apiSearch(baseUrl, "location=Leicester&limit=24");
  const located = vendors.find((hit) => hit.latitude !== null && hit.longitude !== null);
  if (!located) throw new Error("No vendor with coordinates near Leicester");
  vendor = located as typeof vendor;
});

/** Every URL the page requests from now on. */
function recordRequests(page: Page): () => string[] {
  const urls: string[] = [];
  page.on("request", (request: Request) => urls.push(request.url()));
  return () => [...urls];
}

const leafletRequests = (urls: string[]) => urls.filter((url) => /leaflet/i.test(url));

/** The point of the map container's centre and of the marker's tip (its icon's bottom centre), in pixels. */
const markerTipAndCentre = (page: Page) =>
  page.evaluate(() => {
    const map = document.querySelector(".leaflet-container")!.getBoundingClientRect();
    const pin = document.querySelector(".leaflet-marker-icon")!.getBoundingClientRect();
    return { tip: { x: pin.left + pin.width / 2, y: pin.bottom }, centre: { x: map.left + map.width / 2, y: map.top + map.height / 2 } };
  });

test.describe("the vendor page's Location tab", () => {
  test("loads Leaflet only when the tab opens, then shows the vendor's pin, the attribution and directions", async ({ open }) => {
    const page = await open();
    const tiles = await serveTiles(page);
    const requests = recordRequests(page);
    const response = await visit(page, `/vendor/${vendor.id}`);
    const html = await response.text();
    // No leaflet script or stylesheet in the server's HTML (whose bootstrap script imports the page's modules), and
    // none fetched before the click.
    expect(html).toMatch(/<script[^>]*type="module"[^>]*>[^<]*import/);
    expect(html).not.toMatch(/leaflet/i);
    await page.waitForLoadState("networkidle");
    expect(leafletRequests(requests())).toEqual([]);
    expect(await page.locator(".leaflet-container").count()).toBe(0);

    // The listing's point as the page states it to search engines.
    const geo = await page.evaluate(() =>
      [...document.querySelectorAll('script[type="application/ld+json"]')]
        .map((script) => JSON.parse(script.textContent ?? "{}"))
        .find((data) => data.geo)?.geo,
    );
    expect(geo).toMatchObject({ latitude: vendor.latitude, longitude: vendor.longitude });

    await page.getByRole("tab", { name: "Location" }).click();
    const map = page.getByRole("region", { name: `Map of ${vendor.name}'s location` });
    await map.locator(".leaflet-marker-icon").waitFor();
    expect(await map.getAttribute("class")).toContain("leaflet-container");
    const loaded = leafletRequests(requests());
    expect(loaded.some((url) => url.endsWith(".js"))).toBe(true);
    expect(loaded.some((url) => url.endsWith(".css"))).toBe(true);

    await expectCount(page.locator(".leaflet-marker-icon"), 1);
    const pin = page.locator(".leaflet-marker-icon");
    expect(await pin.getAttribute("title")).toBe(vendor.name);
    expect(Number(await pin.getAttribute("data-lat"))).toBe(vendor.latitude);
    expect(Number(await pin.getAttribute("data-lng"))).toBe(vendor.longitude);
    // The map is centred on the vendor, so Leaflet's projection puts the pin's tip at the container's centre.
    const { tip, centre } = await markerTipAndCentre(page);
    expect(Math.abs(tip.x - centre.x)).toBeLessThanOrEqual(1);
    expect(Math.abs(tip.y - centre.y)).toBeLessThanOrEqual(1);

    await expectText(page.locator(".leaflet-control-attribution"), "© OpenStreetMap contributors");
    expect(await page.locator(".leaflet-control-attribution a").getAttribute("href")).toBe("https://www.openstreetmap.org/copyright");
    await eventually(() => expect(tiles().length).toBeGreaterThan(0));
    expect(tiles().every((url) => /^https:\/\/tile\.openstreetmap\.org\/16\/\d+\/\d+\.png$/.test(url))).toBe(true);
    await eventually(async () => expect(await map.getAttribute("data-map-state")).toBe("tiles-ok"));

    const directions = page.getByRole("link", { name: /^Get directions/ });
    const href = new URL((await directions.getAttribute("href"))!);
    expect(`${href.origin}${href.pathname}`).toBe("https://www.google.com/maps/dir/");
    const [lat, lng] = href.searchParams.get("destination")!.split(",").map(Number);
    expect(lat).toBeCloseTo(vendor.latitude, 5);
    expect(lng).toBeCloseTo(vendor.longitude, 5);
    expect(await directions.getAttribute("target")).toBe("_blank");

    await expectNoAxeViolations(page);
  });

  test("keeps the address, the pin and the point in words when the tiles cannot be loaded (offline)", async ({ browser, baseUrl, viewport }) => {
    // The machine has no outside network: the real tile requests fail, which the browser logs as errors.
    const opened = await newPage(browser, { baseURL: baseUrl, viewport });
    try {
      const { page } = opened;
      const tileRequests: string[] = [];
      page.on("requestfailed", (request) => {
        if (request.url().startsWith(TILE_ORIGIN)) tileRequests.push(request.url());
      });
      await visit(page, `/vendor/${vendor.id}`);
      await page.getByRole("tab", { name: "Location" }).click();
      const panel = page.getByRole("tabpanel");
      await expectText(panel.getByRole("status"), /^The map images could not be loaded/);
      expect(tileRequests.length).toBeGreaterThan(0);
      expect(await panel.locator(".leaflet-container").getAttribute("data-map-state")).toBe("tiles-failed");

      expect(((await panel.locator("address").textContent()) ?? "").trim()).not.toBe("");
      expect(await panel.locator("address").isVisible()).toBe(true);
      const pin = panel.locator(".leaflet-marker-icon");
      expect(await pin.isVisible()).toBe(true);
      const { tip, centre } = await markerTipAndCentre(page);
      expect(Math.abs(tip.x - centre.x)).toBeLessThanOrEqual(1);
      expect(Math.abs(tip.y - centre.y)).toBeLessThanOrEqual(1);
      const ns = vendor.latitude >= 0 ? "N" : "S";
      const ew = vendor.longitude >= 0 ? "E" : "W";
      await expectText(
        panel.getByTestId("map-position"),
        `${Math.abs(vendor.latitude).toFixed(5)}° ${ns}, ${Math.abs(vendor.longitude).toFixed(5)}° ${ew}`,
      );
      expect(await panel.getByRole("link", { name: /^Get directions/ }).isVisible()).toBe(true);
      await expectNoAxeViolations(page);
      // The only errors are the failed tiles.
      const errors = opened.errors();
      expect(errors.length).toBeGreaterThan(0);
      expect(errors.filter((error) => !error.includes(`(${TILE_ORIGIN}/`))).toEqual([]);
    } finally {
      await opened.context.close();
    }
  });
});

test.describe("the search page's results map", () => {
  test("offers a map only with a place, and shows one pin per result with coordinates around the place", async ({ open, baseUrl }) => {
    const page = await open();
    await serveTiles(page);
    const requests = recordRequests(page);
    await visit(page, SEARCH);
    await expectText(page.locator("main h1"), /^\d+ vendors found in Leicester$/);
    const toggle = page.getByRole("button", { name: "Show map" });
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
    await page.waitForLoadState("networkidle");
    expect(leafletRequests(requests())).toEqual([]);

    await toggle.click();
    await page.getByRole("region", { name: /^Map of the vendors on this page around Leicester$/ }).waitFor();
    expect(await page.getByRole("button", { name: "Hide map" }).getAttribute("aria-expanded")).toBe("true");

    // The cards on the page, and which of them have a point (the API answers the same search).
    const cardIds = await page.locator('main article a[href^="/vendor/"]').evaluateAll((links) => [
      ...new Set(links.map((link) => Number(new URL((link as HTMLAnchorElement).href).pathname.split("/")[2]))),
    ]);
    const { vendors, place } = await apiSearch(baseUrl, "location=Leicester&limit=24&offset=0");
    expect(vendors.map((hit) => hit.id)).toEqual(cardIds);
    const located = vendors.filter((hit) => hit.latitude !== null && hit.longitude !== null);
    expect(located.length).toBeGreaterThan(0);
    const pins = page.locator(".leaflet-marker-icon[data-vendor-id]");
    await expectCount(pins, located.length);
    const shown = await pins.evaluateAll((elements) =>
      elements.map((element) => ({ id: Number(element.getAttribute("data-vendor-id")), lat: Number(element.getAttribute("data-lat")), lng: Number(element.getAttribute("data-lng")) })),
    );
    expect(shown.sort((a, b) => a.id - b.id)).toEqual(located.map((hit) => ({ id: hit.id, lat: hit.latitude, lng: hit.longitude })).sort((a, b) => a.id - b.id));
    const centre = page.locator(".map-centre");
    expect(Number(await centre.getAttribute("data-lat"))).toBe(place!.lat);
    expect(Number(await centre.getAttribute("data-lng"))).toBe(place!.lng);
    await expectNoAxeViolations(page);

    // A pin is a button: Enter opens its popup, whose link leads to the vendor.
    const first = located[0]!;
    const pin = page.locator(`.leaflet-marker-icon[data-vendor-id="${first.id}"]`);
    await pin.focus();
    await page.keyboard.press("Enter");
    const link = page.locator(".leaflet-popup a.map-popup-link");
    await expectText(link, first.name);
    await link.click();
    await expectPath(page, `/vendor/${first.id}`);
  });

  test("has no map toggle without a place", async ({ open }) => {
    const page = await open();
    await visit(page, "/search?q=photographers");
    await expectText(page.locator("main h1"), /^\d+ vendors? found for “photographers”$/);
    expect(await page.getByRole("button", { name: /Show map/ }).count()).toBe(0);
  });

  test("stays usable on a phone: the map above the list, no sideways scrolling", { tag: "@phone-only" }, async ({ open }) => {
    const page = await open();
    await serveTiles(page);
    await visit(page, SEARCH);
    await page.getByRole("button", { name: "Show map" }).click();
    const map = page.getByRole("region", { name: /^Map of the vendors/ });
    await map.locator(".leaflet-marker-icon").first().waitFor();
    const box = (await map.boundingBox())!;
    expect(box.width).toBeGreaterThan(300);
    expect(box.height).toBeGreaterThanOrEqual(250);
    const firstCard = (await page.locator("main article").first().boundingBox())!;
    expect(firstCard.y).toBeGreaterThan(box.y + box.height);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectNoAxeViolations(page);
  });
});
