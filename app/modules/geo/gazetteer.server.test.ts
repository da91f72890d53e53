import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildGazetteer } from "~/modules/geo/build-gazetteer.server";
import { PLACE_ALIASES, POPULATION_ESTIMATES } from "~/modules/geo/gazetteer-corrections";
import { findUkPlace, loadGazetteer, readGazetteerFile } from "~/modules/geo/gazetteer.server";
import type { GazetteerFile } from "~/modules/geo/gazetteer-types";
import { haversineKm } from "~/modules/geo/geo-math";
import { UK_NEIGHBOURHOODS } from "~/modules/geo/uk-neighbourhoods";

let built: GazetteerFile;
let folder: string;

beforeAll(() => {
  built = buildGazetteer();
  folder = fs.mkdtempSync(path.join(os.tmpdir(), "gazetteer-"));
});

afterAll(() => {
  fs.rmSync(folder, { recursive: true, force: true });
});

function place(id: string) {
  const found = built.places.find((entry) => entry.id === id);
  if (!found) throw new Error(`${id} missing`);
  return found;
}

describe("buildGazetteer", () => {
  it("keeps every GeoNames UK place and the hand-added neighbourhoods, with unique ids inside the UK", () => {
    expect(built.places.length).toBeGreaterThan(4_300);
    expect(new Set(built.places.map((entry) => entry.id)).size).toBe(built.places.length);
    for (const entry of built.places) {
      expect(entry.latitude, entry.name).toBeGreaterThan(49.8);
      expect(entry.latitude, entry.name).toBeLessThan(60.9);
      expect(entry.longitude, entry.name).toBeGreaterThan(-8.3);
      expect(entry.longitude, entry.name).toBeLessThan(1.8);
      expect(entry.id).toMatch(/^(gn-\d+|nb-[a-z-]+)$/);
    }
    expect(built.attribution).toContain("GeoNames");
  });

  it("names the ceremonial county rather than the council", () => {
    expect(place("gn-2644668")).toMatchObject({ name: "Leicester", county: "Leicestershire", country: "England", kind: "city" });
    expect(place("gn-2655603")).toMatchObject({ name: "Birmingham", county: "West Midlands" });
    expect(place("gn-2637490")).toMatchObject({ name: "Southall", county: "Greater London", kind: "town" });
    expect(place("gn-2643339")).toMatchObject({ name: "Luton", county: "Bedfordshire" });
    expect(place("gn-2650225")).toMatchObject({ name: "Edinburgh", country: "Scotland" });
    // GeoNames files this village as the seat of a nation; it is no city.
    expect(built.places.find((entry) => entry.name === "West Ilsley")?.kind).toBe("village");
    const withCounty = built.places.filter((entry) => entry.county).length;
    expect(withCounty / built.places.length).toBeGreaterThan(0.99);
  });

  it("adds the neighbourhoods GeoNames lacks, each near its parent town", () => {
    for (const hood of UK_NEIGHBOURHOODS) {
      const entry = place(`nb-${hood.slug}`);
      expect(entry).toMatchObject({ kind: "neighbourhood", parent: hood.parent, population: 0 });
      const parent = findUkPlace(hood.parent);
      expect(parent, hood.parent).toBeDefined();
      const km = haversineKm(
        { lat: entry.latitude, lng: entry.longitude },
        { lat: parent!.latitude, lng: parent!.longitude },
      );
      // London's neighbourhoods lie up to ~17 km from its centre; elsewhere they are inner-city districts.
      expect(km, hood.name).toBeLessThan(hood.parent === "London" ? 20 : 8);
    }
    // GeoNames has these; they are not added twice.
    for (const name of ["Southall", "Wembley", "Ilford", "East Ham", "Harrow", "Longsight", "Cheetham Hill"]) {
      expect(built.places.filter((entry) => entry.name === name), name).toHaveLength(1);
    }
  });

  it("names the parent town of GeoNames neighbourhoods", () => {
    expect(place("gn-6691766")).toMatchObject({ name: "Longsight", kind: "neighbourhood", parent: "Manchester" });
    expect(built.places.find((entry) => entry.name === "Bethnal Green")?.parent).toBe("London");
  });

  it("applies the aliases and the population estimates to the places they name", () => {
    for (const entry of PLACE_ALIASES) expect(place(entry.id).aliases).toEqual(expect.arrayContaining([...entry.aliases]));
    for (const estimate of POPULATION_ESTIMATES) expect(place(estimate.id).population).toBe(estimate.population);
    expect(place("gn-2646277")).toMatchObject({ name: "Ilford", kind: "city" });
  });

  it("sorts by population, largest first", () => {
    expect(built.places[0]?.name).toBe("London");
    const populations = built.places.map((entry) => entry.population);
    expect(populations).toEqual([...populations].sort((a, b) => b - a));
  });
});

describe("readGazetteerFile", () => {
  it("reads back a written file", () => {
    const file = path.join(folder, "current.json");
    fs.writeFileSync(file, JSON.stringify(built));
    expect(readGazetteerFile(file)?.places).toHaveLength(built.places.length);
  });

  it("ignores a missing, corrupt or stale file so the loader rebuilds it", () => {
    expect(readGazetteerFile(path.join(folder, "missing.json"))).toBeUndefined();
    const corrupt = path.join(folder, "corrupt.json");
    fs.writeFileSync(corrupt, "{ not json");
    expect(readGazetteerFile(corrupt)).toBeUndefined();
    const stale = path.join(folder, "stale.json");
    fs.writeFileSync(stale, JSON.stringify({ ...built, fingerprint: "older-tables" }));
    expect(readGazetteerFile(stale)).toBeUndefined();
  });
});

describe("loadGazetteer", () => {
  it("loads once and gives the same places as a fresh build", () => {
    const loaded = loadGazetteer();
    expect(loadGazetteer()).toBe(loaded);
    expect(loaded.fingerprint).toBe(built.fingerprint);
    expect(loaded.places.map((entry) => entry.id)).toEqual(built.places.map((entry) => entry.id));
  });
});

describe("findUkPlace", () => {
  it("finds GeoNames places only, not the hand-added neighbourhoods or aliases", () => {
    expect(findUkPlace("Leicester")).toMatchObject({ id: 2644668, adminCode: "ENG", latitude: 52.6386 });
    expect(findUkPlace("Tooting")).toBeUndefined();
    expect(findUkPlace("Bham")).toBeUndefined();
  });
});
