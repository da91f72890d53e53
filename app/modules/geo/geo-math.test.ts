import { describe, expect, it } from "vitest";
import { boundingBox, haversineKm, inBoundingBox, roundCoordinate } from "~/modules/geo/geo-math";

const london = { lat: 51.50853, lng: -0.12574 };
const birmingham = { lat: 52.48142, lng: -1.89983 };

/** The point `km` away from `from` on the initial bearing `degrees` (spherical destination formula). */
function destination(from: { lat: number; lng: number }, km: number, degrees: number) {
  const toRad = Math.PI / 180;
  const angle = km / 6371.0088;
  const bearing = degrees * toRad;
  const lat1 = from.lat * toRad;
  const lat2 = Math.asin(Math.sin(lat1) * Math.cos(angle) + Math.cos(lat1) * Math.sin(angle) * Math.cos(bearing));
  const lng2 =
    from.lng * toRad +
    Math.atan2(Math.sin(bearing) * Math.sin(angle) * Math.cos(lat1), Math.cos(angle) - Math.sin(lat1) * Math.sin(lat2));
  return { lat: lat2 / toRad, lng: lng2 / toRad };
}

describe("haversineKm", () => {
  it("measures one degree of the equator as about 111.2 km", () => {
    expect(haversineKm({ lat: 0, lng: 0 }, { lat: 0, lng: 1 })).toBeCloseTo(111.195, 2);
  });

  it("gives London to Birmingham as about 163 km, the same both ways", () => {
    const there = haversineKm(london, birmingham);
    expect(there).toBeGreaterThan(160);
    expect(there).toBeLessThan(166);
    expect(haversineKm(birmingham, london)).toBeCloseTo(there, 9);
  });

  it("is zero for the same point and finite for antipodes", () => {
    expect(haversineKm(london, london)).toBe(0);
    expect(haversineKm({ lat: 0, lng: 0 }, { lat: 0, lng: 180 })).toBeCloseTo(Math.PI * 6371.0088, 3);
  });
});

describe("boundingBox", () => {
  it("holds every point of the circle, at UK latitudes", () => {
    for (const radius of [1, 10, 50, 100]) {
      const box = boundingBox(birmingham, radius);
      for (let bearing = 0; bearing < 360; bearing += 5) {
        const edge = destination(birmingham, radius * 0.999, bearing);
        expect(inBoundingBox(box, edge), `${radius} km at ${bearing}°`).toBe(true);
      }
    }
  });

  it("stays tight: about 2r of latitude, and excludes points just outside the circle north and south", () => {
    const box = boundingBox(london, 50);
    expect((box.maxLat - box.minLat) * 111.195).toBeCloseTo(100, 0);
    expect(inBoundingBox(box, destination(london, 51, 0))).toBe(false);
    expect(inBoundingBox(box, destination(london, 51, 180))).toBe(false);
    // A degree of longitude is ~69 km at London's latitude; the box spans a little more than 100 km of it.
    const widthKm = (box.maxLng - box.minLng) * 111.195 * Math.cos((london.lat * Math.PI) / 180);
    expect(widthKm).toBeGreaterThan(100);
    expect(widthKm).toBeLessThan(103);
  });

  it("spans all longitudes when the circle reaches a pole", () => {
    expect(boundingBox({ lat: 89.9, lng: 10 }, 50)).toMatchObject({ minLng: -180, maxLng: 180, maxLat: 90 });
  });
});

describe("roundCoordinate", () => {
  it("keeps 5 decimal places", () => {
    expect(roundCoordinate(52.486249)).toBe(52.48625);
    expect(roundCoordinate(-1.890401)).toBe(-1.8904);
  });
});
