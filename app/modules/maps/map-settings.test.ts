import { describe, expect, it } from "vitest";
import { attributionHtml, coordinatesLabel, directionsUrl, pointOf } from "~/modules/maps/map-settings";

describe("directionsUrl", () => {
  it("leads to the vendor's point, rounded to 5 decimals", () => {
    expect(directionsUrl({ lat: 52.638601234, lng: -1.131694321 }, "12 Belgrave Road, Leicester")).toBe(
      "https://www.google.com/maps/dir/?api=1&destination=52.6386,-1.13169",
    );
  });

  it("leads to the address as text when the listing has no point", () => {
    expect(directionsUrl(null, " 12 Belgrave Road, Leicester, LE4 5AT ")).toBe(
      "https://www.google.com/maps/dir/?api=1&destination=12+Belgrave+Road,+Leicester,+LE4+5AT",
    );
    expect(directionsUrl(null, "Flat 2 & 3 #A")).toBe("https://www.google.com/maps/dir/?api=1&destination=Flat+2+%26+3+%23A");
  });

  it("is null with neither a point nor an address", () => {
    expect(directionsUrl(null, "  ")).toBeNull();
  });
});

describe("pointOf", () => {
  it("needs both coordinates; 0 is a coordinate", () => {
    expect(pointOf({ latitude: 51.4779, longitude: 0 })).toEqual({ lat: 51.4779, lng: 0 });
    expect(pointOf({ latitude: 51.4779, longitude: null })).toBeNull();
    expect(pointOf({ latitude: null, longitude: -1.9 })).toBeNull();
  });
});

describe("coordinatesLabel", () => {
  it("writes hemispheres instead of signs", () => {
    expect(coordinatesLabel({ lat: 52.6386, lng: -1.13169 })).toBe("52.63860° N, 1.13169° W");
    expect(coordinatesLabel({ lat: -33.8688, lng: 151.2093 })).toBe("33.86880° S, 151.20930° E");
  });
});

describe("attributionHtml", () => {
  it("escapes the setting and links OpenStreetMap to its copyright page", () => {
    expect(attributionHtml("© OpenStreetMap contributors")).toBe(
      '© <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
    );
    expect(attributionHtml('<img src=x onerror="alert(1)"> & Co')).toBe("&#60;img src=x onerror=&#34;alert(1)&#34;&#62; &#38; Co");
  });
});
