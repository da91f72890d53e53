import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { VendorLocation } from "~/components/map/vendor-location";
import type { MapSettings } from "~/modules/maps/map-settings";

const TILES_ON: MapSettings = { tileUrl: "https://tile.openstreetmap.org/{z}/{x}/{y}.png", attribution: "© OpenStreetMap contributors" };
const TILES_OFF: MapSettings = { tileUrl: null, attribution: "© OpenStreetMap contributors" };
const located = { name: "Gulab Mehndi", location: "Belgrave, Leicester", latitude: 52.6386, longitude: -1.13169 };

/** The tab as the server renders it: the map's code never runs there, only its container. */
function render(vendor: typeof located | (Omit<typeof located, "latitude" | "longitude"> & { latitude: null; longitude: null }), address: string, settings: MapSettings): string {
  const Stub = createRoutesStub([{ path: "/vendor/:id", Component: () => <VendorLocation vendor={vendor} address={address} settings={settings} /> }]);
  return renderToString(<Stub initialEntries={["/vendor/7"]} />);
}

describe("VendorLocation", () => {
  it("gives a located vendor a named map region, its point in words and directions to the point", () => {
    const html = render(located, "12 Belgrave Road, Leicester, LE4 5AT", TILES_ON);
    expect(html).toContain('role="region" aria-label="Map of Gulab Mehndi&#x27;s location"');
    expect(html).toContain("<address class=\"not-italic\">12 Belgrave Road, Leicester, LE4 5AT</address>");
    expect(html).toContain('<span data-testid="map-position">52.63860° N, 1.13169° W</span>');
    expect(html).toContain('href="https://www.google.com/maps/dir/?api=1&amp;destination=52.6386,-1.13169"');
  });

  it("draws no map when MAP_TILE_URL is off, and keeps the point, the address and directions", () => {
    const html = render(located, "12 Belgrave Road, Leicester, LE4 5AT", TILES_OFF);
    expect(html).not.toContain('role="region"');
    expect(html).toContain("52.63860° N, 1.13169° W");
    expect(html).toContain("Get directions");
  });

  it("gives a vendor without coordinates no map: the address, and directions by address", () => {
    const html = render({ ...located, latitude: null, longitude: null }, "", TILES_ON);
    expect(html).not.toContain('role="region"');
    expect(html).not.toContain("map-position");
    expect(html).toContain("<address class=\"not-italic\">Belgrave, Leicester</address>");
    expect(html).toContain('href="https://www.google.com/maps/dir/?api=1&amp;destination=Belgrave,+Leicester"');
  });
});
