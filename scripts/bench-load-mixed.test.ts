import { isIP } from "node:net";
import { expect, it } from "vitest";
import {
  benchmarkAddress,
  createMixedTraffic,
  MIXED_ADDRESS_COUNT,
  MIXED_SEARCH_PLACES,
  MIXED_SEARCH_QUERIES,
  MIXED_VENDOR_SHARE,
  searchPath,
} from "./bench-load-mixed";

const VENDOR_IDS = Array.from({ length: 10_000 }, (_unused, index) => index + 1);
const DRAWS = 20_000;

function draw(count: number, seed?: string) {
  const traffic = createMixedTraffic(VENDOR_IDS, { seed });
  return Array.from({ length: count }, () => traffic.next());
}

it("asks for vendor pages 60 % of the time and searches 40 %, within sampling noise", () => {
  const requests = draw(DRAWS);
  const vendorShare = requests.filter((request) => request.kind === "vendor").length / DRAWS;
  expect(MIXED_VENDOR_SHARE).toBe(0.6);
  // Three standard deviations of a 20,000-draw proportion around 0.6 is about 0.01.
  expect(Math.abs(vendorShare - 0.6)).toBeLessThan(0.011);
  for (const request of requests) {
    expect(request.path).toMatch(request.kind === "vendor" ? /^\/vendor\/\d+$/ : /^\/search\?q=[^&]+&location=[^&]+$/);
  }
});

it("spreads requests over 2,000 distinct client addresses, none of them loopback", () => {
  // 40,000 uniform draws leave a given address unseen with probability e^−20: every address is reached.
  const requests = draw(40_000);
  const addresses = new Set(requests.map((request) => request.address));
  expect(MIXED_ADDRESS_COUNT).toBe(2000);
  expect(addresses.size).toBe(2000);
  for (const address of addresses) {
    expect(isIP(address)).toBe(4);
    expect(address.startsWith("127.")).toBe(false);
  }
});

it("numbers benchmark addresses one to one inside 198.18.0.0/15", () => {
  const all = Array.from({ length: 2 ** 17 }, (_unused, n) => benchmarkAddress(n));
  expect(new Set(all).size).toBe(2 ** 17);
  expect(all[0]).toBe("198.18.0.0");
  expect(all.at(-1)).toBe("198.19.255.255");
  expect(() => benchmarkAddress(2 ** 17)).toThrow(RangeError);
  expect(() => benchmarkAddress(-1)).toThrow(RangeError);
});

it("builds search URLs that the search page reads back as the same query and place", () => {
  const url = new URL(searchPath("halal caterer", "Bradford"), "http://127.0.0.1");
  expect(url.pathname).toBe("/search");
  expect(url.searchParams.get("q")).toBe("halal caterer");
  expect(url.searchParams.get("location")).toBe("Bradford");
  expect(new URL(searchPath("hair & makeup", "Southall"), "http://127.0.0.1").searchParams.get("q")).toBe("hair & makeup");
});

it("draws searches from about 40 queries in 12 places and vendors from the whole catalogue", () => {
  expect(MIXED_SEARCH_QUERIES.length).toBeGreaterThanOrEqual(35);
  expect(new Set(MIXED_SEARCH_QUERIES).size).toBe(MIXED_SEARCH_QUERIES.length);
  expect(MIXED_SEARCH_PLACES).toHaveLength(12);
  const requests = draw(DRAWS);
  const searches = requests.filter((request) => request.kind === "search").map((request) => new URL(request.path, "http://127.0.0.1").searchParams);
  expect(new Set(searches.map((params) => params.get("q"))).size).toBe(MIXED_SEARCH_QUERIES.length);
  expect(new Set(searches.map((params) => params.get("location"))).size).toBe(12);
  const vendorIds = requests.filter((request) => request.kind === "vendor").map((request) => Number(request.path.split("/")[2]));
  for (const id of vendorIds) expect(id >= 1 && id <= VENDOR_IDS.length).toBe(true);
  // 12,000 uniform draws over 10,000 vendors reach about 70 % of them (1 − e^−1.2).
  expect(new Set(vendorIds).size).toBeGreaterThan(6500);
});

it("sends the same sequence for the same seed and another for another seed", () => {
  expect(draw(500)).toEqual(draw(500));
  expect(draw(500, "another seed")).not.toEqual(draw(500));
});

it("counts what it drew since the last reset", () => {
  const traffic = createMixedTraffic(VENDOR_IDS);
  const requests = Array.from({ length: 300 }, () => traffic.next());
  const drawn = traffic.drawn();
  expect(drawn.vendor + drawn.search).toBe(300);
  expect(drawn.vendor).toBe(requests.filter((request) => request.kind === "vendor").length);
  expect(drawn.paths).toBe(new Set(requests.map((request) => request.path)).size);
  expect(drawn.addresses).toBe(new Set(requests.map((request) => request.address)).size);
  traffic.reset();
  traffic.next();
  expect(traffic.drawn()).toEqual(expect.objectContaining({ paths: 1, addresses: 1 }));
});

it("refuses an empty catalogue", () => {
  expect(() => createMixedTraffic([])).toThrow(/at least one active vendor/);
});
