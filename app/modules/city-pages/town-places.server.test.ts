import { describe, expect, it } from "vitest";
import { findTown, townSlug, townsAround, TOWN_RADIUS_KM } from "~/modules/city-pages/town-places.server";

describe("town slugs", () => {
  it("writes a place name as its page's slug", () => {
    expect(townSlug("Newcastle upon Tyne")).toBe("newcastle-upon-tyne");
    expect(townSlug("Stoke-on-Trent")).toBe("stoke-on-trent");
    expect(townSlug("King's Lynn")).toBe("kings-lynn");
    expect(townSlug("St. Helens")).toBe("st-helens");
  });

  it("finds cities and towns by slug with their radius, and round-trips names", () => {
    expect(findTown("leicester")).toMatchObject({ name: "Leicester", kind: "city", radiusKm: TOWN_RADIUS_KM.city });
    expect(findTown("hinckley")).toMatchObject({ name: "Hinckley", kind: "town", radiusKm: TOWN_RADIUS_KM.town });
    expect(findTown("newcastle-upon-tyne")?.name).toBe("Newcastle upon Tyne");
    expect(findTown(townSlug("Stoke-on-Trent"))?.name).toBe("Stoke-on-Trent");
  });

  it("finds nothing for aliases, neighbourhoods, unknown names and malformed slugs", () => {
    for (const slug of ["bham", "tooting", "atlantis", "Leicester", "leicester-", "le--icester", "léicester", "le icester", "", "a".repeat(81)]) {
      expect(findTown(slug), slug).toBeUndefined();
    }
  });

  it("lists towns around a town nearest first, never the town itself, each leading back to its own page", () => {
    const leicester = findTown("leicester")!;
    const around = townsAround(leicester);
    expect(around.length).toBeGreaterThan(3);
    expect(around.some((town) => town.placeId === leicester.placeId)).toBe(false);
    expect(around.map((town) => town.distanceKm)).toEqual([...around.map((town) => town.distanceKm)].sort((a, b) => a - b));
    for (const town of around) expect(findTown(town.slug)?.placeId).toBe(town.placeId);
    expect(around.map((town) => town.name)).toContain("Hinckley");
  });
});
