import { describe, expect, it } from "vitest";
import { parseConfig } from "~/config.server";
import { mapSettingsFor, mapTileOrigin } from "~/modules/maps/map-settings.server";

describe("mapTileOrigin", () => {
  it("is OpenStreetMap's tile server by default", () => {
    expect(mapTileOrigin(parseConfig({}))).toBe("https://tile.openstreetmap.org");
  });

  it("keeps a port and drops the path and query", () => {
    expect(mapTileOrigin(parseConfig({ MAP_TILE_URL: "http://127.0.0.1:8080/tiles/{z}/{x}/{y}.png?key=abc" }))).toBe("http://127.0.0.1:8080");
  });

  it("names every subdomain with a wildcard when the host starts with {s}", () => {
    expect(mapTileOrigin(parseConfig({ MAP_TILE_URL: "https://{s}.basemaps.cartocdn.com/light_all/{z}/{x}/{y}{r}.png" }))).toBe(
      "https://*.basemaps.cartocdn.com",
    );
  });

  it("is null when the tiles are off", () => {
    expect(mapTileOrigin(parseConfig({ MAP_TILE_URL: "off" }))).toBeNull();
  });
});

describe("mapSettingsFor", () => {
  it("hands the browser the template and the attribution, and null when off", () => {
    expect(mapSettingsFor(parseConfig({ MAP_TILE_ATTRIBUTION: "© Example" }))).toEqual({
      tileUrl: "https://tile.openstreetmap.org/{z}/{x}/{y}.png",
      attribution: "© Example",
    });
    expect(mapSettingsFor(parseConfig({ MAP_TILE_URL: "off" })).tileUrl).toBeNull();
  });
});
