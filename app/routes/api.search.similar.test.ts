import { expect, it } from "vitest";
import { SIMILAR_VENDOR_LIMIT } from "~/modules/search/similar-vendors.server";
import { useAsGlobalDatabase } from "../../tests/support/global-database";
import { routeResponse } from "../../tests/support/route-calls";
import { describeEachDatabase } from "../../tests/support/test-database";
import { loader } from "~/routes/api.search.similar";

type Similar = { id: number; name: string; category: { name: string; slug: string }; distanceKm: number | null };

async function get(search: string): Promise<Response> {
  return routeResponse(loader, new Request(`http://x/api/search/similar${search}`));
}

async function similar(params: Record<string, string>): Promise<Similar[]> {
  const response = await get(`?${new URLSearchParams(params)}`);
  expect(response.status).toBe(200);
  expect(response.headers.get("Content-Type")).toMatch(/^application\/json/);
  expect(response.headers.get("Cache-Control")).toBe("public, max-age=60");
  return ((await response.json()) as { vendors: Similar[] }).vendors;
}

describeEachDatabase("GET /api/search/similar", (getDb, backend) => {
  useAsGlobalDatabase(getDb, backend);

  it(`answers up to ${SIMILAR_VENDOR_LIMIT} vendors of the category the query names, nearest to the place first`, async () => {
    const vendors = await similar({ q: "henna", location: "Aberdeen" });
    expect(vendors).toHaveLength(SIMILAR_VENDOR_LIMIT);
    for (const [index, vendor] of vendors.entries()) {
      expect(vendor.category).toEqual({ name: "Mehndi Artists", slug: "mehndi-artists" });
      expect(typeof vendor.distanceKm).toBe("number");
      if (index > 0) expect(vendor.distanceKm!).toBeGreaterThanOrEqual(vendors[index - 1]!.distanceKm!);
    }
  });

  it("answers an empty list when the query names no category", async () => {
    expect(await similar({ q: "kesar", location: "Leicester" })).toEqual([]);
    expect(await similar({ q: "💍", location: "Leicester" })).toEqual([]);
  });

  it.each([
    ["?q=henna&lat=91&lng=0", /lat must be a number between -90 and 90/],
    ["?q=henna&lat=abc&lng=0", /lat must be a number/],
    ["?q=henna&lat=52", /lat and lng must be given together/],
    ["?q=henna&radius=far", /radius must be a number/],
  ])("answers 400 with a message for %s", async (search, message) => {
    const response = await get(search);
    expect(response.status).toBe(400);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(((await response.json()) as { error: string }).error).toMatch(message);
  });
}, { content: "demo-catalogue" });
