import { inArray } from "drizzle-orm";
import { expect, it } from "vitest";
import { vendors as vendorsTable } from "~/db/schema";
import { API_RATE_LIMITS } from "~/modules/http/api-rate-limit.server";
import { CLIENT_IP_HEADER } from "~/modules/http/client-ip.server";
import { useAsGlobalDatabase } from "../../tests/support/global-database";
import { routeResponse, type RouteHandler } from "../../tests/support/route-calls";
import { describeEachDatabase } from "../../tests/support/test-database";
import { loader } from "~/routes/api.search";
import { loader as didYouMeanLoader } from "~/routes/api.search.did-you-mean";
import { loader as similarLoader } from "~/routes/api.search.similar";
import { loader as suggestionsLoader } from "~/routes/api.search.suggestions";

type Result = {
  id: number;
  name: string;
  category: { name: string; slug: string };
  location: string;
  latitude: number | null;
  longitude: number | null;
  distanceKm: number | null;
  priceRange: string | null;
  isFeatured: boolean;
  primaryImage: { url: string; alt: string } | null;
  fromPricePence: number | null;
};

type Body = {
  vendors: Result[];
  total: number;
  place: { name: string; lat: number; lng: number } | null;
  didYouMean: string[];
  correction: { original: string; query: string; parts: { text: string; corrected: boolean }[] } | null;
  radiusKm: number;
  sort: string;
  notes: string[];
};

// Every test gets its own client address, so the rate limit (120 a minute per address) never refuses the
// requests of the tests that are not about it.
let address = 0;
async function get(params: Record<string, string> | string, ip = `198.51.100.${++address % 250}`): Promise<Response> {
  const search = typeof params === "string" ? params : new URLSearchParams(params).toString();
  const headers = { [CLIENT_IP_HEADER]: ip };
  return routeResponse(loader, new Request(`http://x/api/search?${search}`, { headers }));
}

async function ok(params: Record<string, string> | string): Promise<Body> {
  const response = await get(params);
  expect(response.status).toBe(200);
  expect(response.headers.get("Content-Type")).toMatch(/^application\/json/);
  expect(response.headers.get("Cache-Control")).toBe("public, max-age=60");
  return (await response.json()) as Body;
}

function expectResultShape(result: Result, placeKnown: boolean) {
  expect(result).toEqual(
    expect.objectContaining({
      id: expect.any(Number),
      name: expect.any(String),
      category: { name: expect.any(String), slug: expect.stringMatching(/^[a-z-]+$/) },
      location: expect.any(String),
      latitude: expect.any(Number),
      longitude: expect.any(Number),
      isFeatured: expect.any(Boolean),
    }),
  );
  expect(Object.keys(result)).toEqual(expect.arrayContaining(["priceRange", "primaryImage", "distanceKm"]));
  expect(result.priceRange === null || ["£", "££", "£££", "££££"].includes(result.priceRange)).toBe(true);
  if (result.primaryImage !== null) expect(result.primaryImage).toEqual({ url: expect.any(String), alt: expect.any(String) });
  if (placeKnown) expect(typeof result.distanceKm).toBe("number");
  else expect(result.distanceKm).toBeNull();
}

describeEachDatabase("GET /api/search", (getDb, backend) => {
  useAsGlobalDatabase(getDb, backend);

  it("answers 'henna birmingham' with mehndi artists within 50 km, nearest first, each with its distance", async () => {
    const body = await ok({ q: "henna birmingham", sort: "distance" });
    expect(body.place).toMatchObject({ name: "Birmingham", lat: expect.any(Number), lng: expect.any(Number) });
    expect(body).toMatchObject({ radiusKm: 50, sort: "distance", didYouMean: [] });
    expect(body.vendors.length).toBeGreaterThan(0);
    expect(body.total).toBe(body.vendors.length);
    for (const [index, result] of body.vendors.entries()) {
      expectResultShape(result, true);
      expect(result.category).toEqual({ name: "Mehndi Artists", slug: "mehndi-artists" });
      expect(result.distanceKm!).toBeLessThanOrEqual(50);
      if (index > 0) expect(result.distanceKm!).toBeGreaterThanOrEqual(body.vendors[index - 1]!.distanceKm!);
    }
  });

  it("narrows with radius=10 and turns a radius outside the options into the nearest one", async () => {
    const wide = await ok({ q: "henna", location: "Birmingham", radius: "100" });
    const narrow = await ok({ q: "henna", location: "Birmingham", radius: "10" });
    expect(narrow.radiusKm).toBe(10);
    expect(narrow.total).toBeLessThan(wide.total);
    for (const result of narrow.vendors) expect(result.distanceKm!).toBeLessThanOrEqual(10);
    expect((await ok({ q: "henna", location: "Birmingham", radius: "30" })).radiusKm).toBe(25);
    expect((await ok({ q: "henna", location: "Birmingham", radius: "7" })).radiusKm).toBe(10);
    expect((await ok({ q: "henna", location: "Birmingham", radius: "1000" })).radiusKm).toBe(100);
  });

  it("answers a search with no place without distances", async () => {
    const body = await ok({ q: "henna" });
    expect(body.place).toBeNull();
    expect(body.total).toBeGreaterThan(0);
    for (const result of body.vendors) expectResultShape(result, false);
  });

  it("uses coordinates as the place", async () => {
    const body = await ok({ q: "photographer", lat: "52.6386", lng: "-1.13169", radius: "25" });
    expect(body.place).toMatchObject({ name: "Leicester" });
    for (const result of body.vendors) expectResultShape(result, true);
  });

  it("answers a misspelt query that finds nothing with the corrected query's results and the correction", async () => {
    const body = await ok({ q: "mendhi" });
    expect(body.correction).toEqual({ original: "mendhi", query: "mehndi", parts: [{ text: "mehndi", corrected: true }] });
    expect(body.total).toBeGreaterThan(0);
    expect(body.vendors.every((result) => result.category.slug === "mehndi-artists")).toBe(true);
    expect(body.didYouMean).toEqual([]);
    expect((await ok({ q: "mehndi" })).correction).toBeNull();
  });

  it("searches as typed with spell=off, offering did-you-mean instead", async () => {
    const body = await ok({ q: "mendhi", spell: "off" });
    expect(body).toMatchObject({ total: 0, vendors: [], correction: null });
    expect(body.didYouMean[0]).toBe("Mehndi Artists");
    expect((await ok({ q: "mendhi", spell: "on" })).correction).toMatchObject({ query: "mehndi" });
  });

  it("pages with limit and offset and filters by category and price", async () => {
    const first = await ok({ q: "photographers", limit: "5" });
    expect(first.vendors).toHaveLength(5);
    const next = await ok({ q: "photographers", limit: "5", offset: "5" });
    expect(next.total).toBe(first.total);
    expect(next.vendors.map((result) => result.id)).not.toEqual(expect.arrayContaining([first.vendors[0]!.id]));
    const venues = await ok({ location: "Leicester", category: "venues", price: "££££" });
    for (const result of venues.vendors) {
      expect(result.category.slug).toBe("venues");
      // The band is worked out from the 'From' price (£5,000 and up) where there is one, else the one chosen.
      if (result.fromPricePence === null) expect(result.priceRange).toBe("££££");
      else expect(result.fromPricePence).toBeGreaterThanOrEqual(500_000);
    }
  });

  it("falls back to the address text for an unknown place, with a message", async () => {
    const body = await ok({ q: "venue", location: "Atlantis" });
    expect(body.place).toBeNull();
    expect(body.notes).toEqual(["We couldn't find “Atlantis” on the map, so these are vendors whose address mentions it."]);
  });

  it.each([
    ["a query of 600 characters", { q: `henna ${"x".repeat(594)}` }],
    ["a query of 600 words", { q: "henna ".repeat(600) }],
    ["only punctuation", { q: "?!.,;:-" }],
    ["emoji", { q: "💍🎉" }],
    ["tsquery metacharacters", { q: "&|!:*()'" }],
    ["tsquery operators around words", { q: "henna & !mehndi | (dhol):*" }],
    ["SQL", { q: "'; drop table vendors; --" }],
    ["LIKE wildcards as the location", { q: "henna", location: "%_%" }],
    ["control characters", { q: "henna\u0000\u0007" }],
    ["a lone surrogate", { q: "henna \ud83d" }],
  ])("answers 200, never 500, for %s", async (_label, params) => {
    const body = await ok(params);
    expect(body.total).toBeGreaterThanOrEqual(body.vendors.length);
    expect(Array.isArray(body.notes)).toBe(true);
  });

  it("notes a query with no words", async () => {
    for (const q of ["?!.,;:-", "💍🎉", "&|!:*()'"]) {
      const body = await ok({ q });
      expect(body.total, q).toBe(0);
      expect(body.notes, q).toEqual(["Your search had no words to look for."]);
    }
  });

  it("takes the chips' filters: every listed vendor has them, and the counts are of the filtered list", async () => {
    type Counted = Body & { facetCounts: { total: number; facets: Record<string, number> }; applied: unknown[] };
    const all = (await ok({ q: "caterer", location: "Bradford" })) as Counted;
    const halal = (await ok("q=caterer&location=Bradford&facet=halal&limit=50")) as Counted;
    expect(halal.total).toBe(all.facetCounts.facets.halal);
    expect(halal.total).toBeGreaterThan(0);
    expect(halal.total).toBeLessThan(all.total);
    expect(halal.facetCounts).toMatchObject({ total: halal.total, facets: { halal: halal.total } });
    const ids = halal.vendors.map((vendor) => vendor.id);
    const ticked = await getDb().select({ id: vendorsTable.id, facets: vendorsTable.facets }).from(vendorsTable).where(inArray(vendorsTable.id, ids));
    expect(ticked.filter((row) => row.facets.includes("halal"))).toHaveLength(ids.length);
    // The search words' own attributes are reported.
    expect(((await ok({ q: "halal caterer for 500 guests" })) as Counted).applied).toEqual([
      { text: "halal", facet: "halal" },
      { text: "for 500 guests", minCapacity: 500 },
    ]);
  });

  it.each([
    ["facet=unicorn", /^facet: unknown value "unicorn"/],
    ["event=Birthday", /^event: unknown value "Birthday"/],
    ["language=Klingon", /^language: unknown value "Klingon"/],
    ["minCapacity=10000000", /^minCapacity: must be a whole number of guests from 1 to 10000/],
    ["minCapacity=-5", /^minCapacity:/],
    [Array.from({ length: 21 }, () => "facet=halal").join("&"), /^At most 20 facet, event and language values/],
  ])("refuses %s with 400 naming the filter", async (params, message) => {
    const response = await get(`q=venue&${params}`);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toMatch(message);
  });

  it("keeps the vendors table after an injection attempt", async () => {
    await ok({ q: "'; drop table vendors; --" });
    expect((await ok({ q: "henna" })).total).toBeGreaterThan(0);
  });

  it.each([
    ["lat=91&lng=0", /lat must be a number between -90 and 90/],
    ["lat=-90.5&lng=0", /lat must be a number between -90 and 90/],
    ["lat=52.5&lng=181", /lng must be a number between -180 and 180/],
    ["lat=abc&lng=-1.9", /lat must be a number/],
    ["lat=52.5&lng=west", /lng must be a number/],
    ["lat=1e2&lng=0", /lat must be a number/],
    ["lat=Infinity&lng=0", /lat must be a number/],
    ["lat=&lng=", /lat must be a number/],
    ["lat=52.5", /lat and lng must be given together/],
    ["lng=-1.9", /lat and lng must be given together/],
    ["radius=abc", /radius must be a number/],
    ["radius=", /radius must be a number/],
    ["sort=price", /sort must be relevance, name, distance, price-asc or price-desc/],
    ["limit=0", /limit/],
    ["limit=51", /limit must be at most 50/],
    ["limit=2.5", /limit must be a whole number/],
    ["offset=-1", /offset/],
    ["offset=abc", /offset must be a whole number/],
    ["category=Not%20A%20Slug", /category must be a category slug/],
    ["price=cheap", /price must be/],
    ["spell=no", /spell must be on or off/],
  ])("answers 400 with a message for %s", async (search, message) => {
    const response = await get(search);
    expect(response.status).toBe(400);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(((await response.json()) as { error: string }).error).toMatch(message);
  });

  it(`refuses request ${API_RATE_LIMITS.search.max + 1} in a minute from one address across the search endpoints, with 429 and Retry-After`, async () => {
    const ip = "203.0.113.50";
    const call = (handler: RouteHandler, path: string) =>
      routeResponse(handler, new Request(`http://x${path}`, { headers: { [CLIENT_IP_HEADER]: ip } }));
    const endpoints = [
      () => call(loader, "/api/search?q=%3F"),
      () => call(suggestionsLoader, "/api/search/suggestions?q=me"),
      () => call(didYouMeanLoader, "/api/search/did-you-mean?q=mendhi"),
      () => call(similarLoader, "/api/search/similar?q=henna"),
    ];
    for (let index = 0; index < API_RATE_LIMITS.search.max; index++) {
      expect((await endpoints[index % endpoints.length]!()).status, `request ${index + 1}`).toBe(200);
    }
    for (const next of endpoints) {
      const refused = await next();
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThanOrEqual(1);
      expect(Number(refused.headers.get("Retry-After"))).toBeLessThanOrEqual(60);
      expect(refused.headers.get("Cache-Control")).toBe("no-store");
      expect(((await refused.json()) as { error: string }).error).toMatch(/Too many requests/);
    }
    expect((await get({ q: "henna" }, "203.0.113.51")).status).toBe(200);
  });
}, { content: "demo-catalogue" });
