import { describe, expect, it } from "vitest";
import { API_RATE_LIMITS } from "~/modules/http/api-rate-limit.server";
import { CLIENT_IP_HEADER } from "~/modules/http/client-ip.server";
import { useAsGlobalDatabase } from "../../tests/support/global-database";
import { routeResponse, type RouteHandler } from "../../tests/support/route-calls";
import { describeEachDatabase } from "../../tests/support/test-database";
import { loader as detailsLoader } from "~/routes/api.places.details";
import { loader as reverseLoader } from "~/routes/api.places.reverse";
import { loader as predictionsLoader } from "~/routes/api.places";

// Each test file's database starts empty, so a fixed address stays far below the rate limit except where a
// test spends it on purpose.
function call(loader: RouteHandler, url: string, params: Record<string, string> = {}, ip = "198.51.100.1") {
  return routeResponse(loader, new Request(`http://localhost${url}`, { headers: { [CLIENT_IP_HEADER]: ip } }), params);
}

async function expectError(pending: Promise<Response>, status: number, message: RegExp | string) {
  const response = await pending;
  expect(response.status).toBe(status);
  expect(response.headers.get("Cache-Control")).toBe("no-store");
  const body = (await response.json()) as { error: string };
  expect(body.error).toMatch(message);
}

describeEachDatabase("the places API", (getDb, backend) => {
  useAsGlobalDatabase(getDb, backend);

  describe("GET /api/places", () => {
    it("answers predictions, cacheable for a day", async () => {
      const response = await call(predictionsLoader, "/api/places?input=Lei");
      expect(response.status).toBe(200);
      expect(response.headers.get("Content-Type")).toMatch(/^application\/json/);
      expect(response.headers.get("Cache-Control")).toBe("public, max-age=86400");
      const body = (await response.json()) as { predictions: Record<string, unknown>[] };
      expect(body.predictions[0]).toEqual({
        placeId: "gn-2644668",
        name: "Leicester",
        formattedAddress: "Leicester, Leicestershire, England",
        lat: 52.6386,
        lng: -1.13169,
        kind: "city",
        population: 508916,
      });
    });

    it("answers an empty list for fewer than 2 characters or an unknown place", async () => {
      for (const input of ["", "L", "%20", "Atlantis", "%F0%9F%92%8D"]) {
        const response = await call(predictionsLoader, `/api/places?input=${input}`);
        expect(response.status, input).toBe(200);
        expect(await response.json()).toEqual({ predictions: [] });
      }
    });

    it("offers a postcode's post town: LE5 → Leicester, B11 2AB → Birmingham", async () => {
      const le5 = await call(predictionsLoader, "/api/places?input=LE5");
      expect(le5.status).toBe(200);
      expect(((await le5.json()) as { predictions: unknown[] }).predictions).toEqual([
        {
          placeId: "pc-le5",
          name: "Leicester",
          formattedAddress: "LE5, Leicester, Leicestershire, England",
          postcode: "LE5",
          lat: 52.6386,
          lng: -1.13169,
          kind: "city",
          population: 508916,
        },
      ]);
      const b11 = await call(predictionsLoader, "/api/places?input=B11%202AB");
      const body = (await b11.json()) as { predictions: Record<string, unknown>[] };
      expect(body.predictions[0]).toMatchObject({ placeId: "pc-b112ab", name: "Birmingham", postcode: "B11 2AB" });
    });

    it("answers an empty list, not an error, for postcodes that do not exist or are cut short", async () => {
      for (const input of ["ZZ9%209ZZ", "QQ1", "B2B", "LE5%201AB%201AB", "%25%00"]) {
        const response = await call(predictionsLoader, `/api/places?input=${input}`);
        expect(response.status, input).toBe(200);
        expect(await response.json(), input).toEqual({ predictions: [] });
      }
      // A bare area is a name being typed: towns are offered, no postcode.
      const area = (await (await call(predictionsLoader, "/api/places?input=LE")).json()) as { predictions: { name: string; postcode?: string }[] };
      expect(area.predictions.map((place) => place.name)).toContain("Leicester");
      expect(area.predictions.every((place) => place.postcode === undefined)).toBe(true);
    });

    it("answers 400 without the input parameter", async () => {
      await expectError(call(predictionsLoader, "/api/places"), 400, /input/);
    });
  });

  describe("GET /api/places/reverse", () => {
    it("names the nearest town with the distance", async () => {
      const response = await call(reverseLoader, "/api/places/reverse?lat=52.4862&lng=-1.8904");
      expect(response.status).toBe(200);
      expect(response.headers.get("Cache-Control")).toBe("public, max-age=86400");
      const body = (await response.json()) as { place: { name: string }; distanceKm: number };
      expect(body.place.name).toBe("Birmingham");
      expect(body.distanceKm).toBeCloseTo(0.8, 1);
    });

    it.each([
      ["/api/places/reverse", /Missing lat/],
      ["/api/places/reverse?lat=52.5", /Missing lng/],
      ["/api/places/reverse?lat=&lng=-1.9", /lat must be a number/],
      ["/api/places/reverse?lat=abc&lng=-1.9", /lat must be a number/],
      ["/api/places/reverse?lat=1e2&lng=-1.9", /lat must be a number/],
      ["/api/places/reverse?lat=Infinity&lng=-1.9", /lat must be a number/],
      ["/api/places/reverse?lat=91&lng=-1.9", /lat must be a number between -90 and 90/],
      ["/api/places/reverse?lat=52.5&lng=-181", /lng must be a number between -180 and 180/],
    ])("answers 400 for %s", async (url, message) => {
      await expectError(call(reverseLoader, url), 400, message);
    });

    it("answers 404 'Reverse geocoding failed' outside the UK", async () => {
      await expectError(call(reverseLoader, "/api/places/reverse?lat=0&lng=0"), 404, "Reverse geocoding failed");
    });
  });

  describe("GET /api/places/:placeId", () => {
    it("answers the place", async () => {
      const response = await call(detailsLoader, "/api/places/nb-tooting", { placeId: "nb-tooting" });
      expect(response.status).toBe(200);
      expect(response.headers.get("Cache-Control")).toBe("public, max-age=86400");
      expect(await response.json()).toMatchObject({
        placeId: "nb-tooting",
        name: "Tooting",
        formattedAddress: "Tooting, London, England",
        kind: "neighbourhood",
      });
    });

    it("answers a postcode by its id", async () => {
      const response = await call(detailsLoader, "/api/places/pc-b112ab", { placeId: "pc-b112ab" });
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ placeId: "pc-b112ab", name: "Birmingham", postcode: "B11 2AB" });
    });

    it.each(["gn-1", "nb-atlantis", "Leicester", "gn-2644668'; drop table vendors", "", "pc-zz99zz", "pc-qq1", "pc-LE5", "pc-le5-1ab"])(
      "answers 404 'Geocoding failed' for %j",
      async (placeId) => {
        await expectError(call(detailsLoader, "/api/places/x", { placeId }), 404, "Geocoding failed");
      },
    );
  });

  describe("rate limit", () => {
    it(`refuses request ${API_RATE_LIMITS.places.max + 1} in a minute from one address with 429 and Retry-After, and no other address`, async () => {
      const ip = "203.0.113.77";
      const loaders = [
        () => call(predictionsLoader, "/api/places?input=Lei", {}, ip),
        () => call(reverseLoader, "/api/places/reverse?lat=52.4862&lng=-1.8904", {}, ip),
        () => call(detailsLoader, "/api/places/nb-tooting", { placeId: "nb-tooting" }, ip),
      ];
      for (let index = 0; index < API_RATE_LIMITS.places.max; index++) {
        expect((await loaders[index % 3]!()).status, `request ${index + 1}`).toBe(200);
      }
      for (const next of loaders) {
        const refused = await next();
        expect(refused.status).toBe(429);
        expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThanOrEqual(1);
        expect(Number(refused.headers.get("Retry-After"))).toBeLessThanOrEqual(60);
        expect(refused.headers.get("Cache-Control")).toBe("no-store");
        expect(await refused.json()).toEqual({ error: "Too many requests: please wait a moment and try again" });
      }
      expect((await call(predictionsLoader, "/api/places?input=Lei", {}, "203.0.113.78")).status).toBe(200);
    });
  });
});
