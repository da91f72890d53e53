/**
 * The `mixed` route of `npm run bench:load` (scripts/bench-load.ts): requests shaped like real public traffic, so the
 * in-process page cache (decision 044) answers only what real visitors would repeat. Each request is another public
 * page: 60 % vendor pages drawn uniformly from the catalogue's active vendors, 40 % searches drawn from 40 queries ×
 * 12 places, each from one of 2,000 client addresses (sent as `X-Forwarded-For`).
 *
 * Everything is drawn from a seeded random stream (app/modules/demo-catalogue/prng.ts), so two runs over the same
 * catalogue send the same sequence. Load this module with a dynamic `import()` after `scripts/register-app-imports.ts`.
 */
import { createRandom, hashSeed } from "~/modules/demo-catalogue/prng";

/** Share of vendor pages in the mix; the rest are searches. */
export const MIXED_VENDOR_SHARE = 0.6;

/** How many client addresses the mix spreads its requests over. */
export const MIXED_ADDRESS_COUNT = 2000;

/** What couples type in the search box: the kind of supplier, in their words (singular, plural, with a culture). */
export const MIXED_SEARCH_QUERIES: readonly string[] = [
  "halal caterer",
  "asian caterer",
  "indian catering",
  "pakistani wedding food",
  "bridal makeup",
  "asian bridal makeup artist",
  "hair and makeup",
  "mehndi artist",
  "bridal henna",
  "mehndi",
  "asian wedding venue",
  "banqueting hall",
  "wedding venue",
  "marquee",
  "dhol player",
  "asian wedding dj",
  "bhangra band",
  "qawwali singer",
  "wedding photographer",
  "asian wedding photographer",
  "sikh wedding photographer",
  "videographer",
  "cinematic wedding film",
  "wedding planner",
  "asian wedding decor",
  "mandap hire",
  "stage decor",
  "florist",
  "wedding flowers",
  "wedding cake",
  "bridal lehenga",
  "sherwani",
  "bridal jewellery",
  "wedding invitations",
  "wedding car hire",
  "horse and carriage",
  "nikah venue",
  "hindu priest",
  "walima catering",
  "photo booth",
];

/** Towns with large South Asian communities, where such searches come from. */
export const MIXED_SEARCH_PLACES: readonly string[] = [
  "London",
  "Birmingham",
  "Leicester",
  "Bradford",
  "Manchester",
  "Southall",
  "Wembley",
  "Ilford",
  "Luton",
  "Slough",
  "Coventry",
  "Glasgow",
];

/**
 * The `n`-th client address (n from 0), in 198.18.0.0/15, the range set aside for benchmarks (RFC 2544): neither
 * loopback (the server's trusted proxy, TRUST_PROXY=loopback) nor a range any real client has. Input: an integer
 * 0 ≤ n < 131,072. Output: a dotted IPv4 address. Throws RangeError outside that range.
 */
export function benchmarkAddress(n: number): string {
  if (!Number.isInteger(n) || n < 0 || n >= 2 ** 17) throw new RangeError(`No benchmark address number ${n}`);
  return `198.${18 + (n >> 16)}.${(n >> 8) & 255}.${n & 255}`;
}

/** The search page's URL for a query in a place, as the search form submits it. */
export function searchPath(query: string, place: string): string {
  return `/search?${new URLSearchParams({ q: query, location: place })}`;
}

/** One request of the mix: its path, the client address it comes from, and which kind of page it asks for. */
export type MixedRequest = { path: string; address: string; kind: "vendor" | "search" };

/** A stream of mixed requests, and what it has drawn since it was made or last reset. */
export type MixedTraffic = {
  next: () => MixedRequest;
  /** Counts per kind, distinct paths and distinct addresses drawn since the last `reset()`. */
  drawn: () => { vendor: number; search: number; paths: number; addresses: number };
  reset: () => void;
};

/**
 * Makes the request stream of the `mixed` route. Input: the active vendors' ids (from the benchmark's database);
 * optionally the seed label, the number of addresses (default {@link MIXED_ADDRESS_COUNT}) and the vendor share
 * (default {@link MIXED_VENDOR_SHARE}). Output: a {@link MixedTraffic}. Throws when there are no vendors.
 */
export function createMixedTraffic(
  vendorIds: readonly number[],
  options: { seed?: string; addressCount?: number; vendorShare?: number } = {},
): MixedTraffic {
  if (vendorIds.length === 0) throw new Error("The mixed route needs at least one active vendor");
  const random = createRandom(hashSeed(options.seed ?? "shaadi-vendors load benchmark mixed v1"));
  const addresses = Array.from({ length: options.addressCount ?? MIXED_ADDRESS_COUNT }, (_unused, n) => benchmarkAddress(n));
  const vendorShare = options.vendorShare ?? MIXED_VENDOR_SHARE;
  const counts = { vendor: 0, search: 0 };
  const paths = new Set<string>();
  const seenAddresses = new Set<string>();
  return {
    next: () => {
      const kind = random.chance(vendorShare) ? "vendor" : "search";
      const path =
        kind === "vendor" ? `/vendor/${random.pick(vendorIds)}` : searchPath(random.pick(MIXED_SEARCH_QUERIES), random.pick(MIXED_SEARCH_PLACES));
      const address = random.pick(addresses);
      counts[kind]++;
      paths.add(path);
      seenAddresses.add(address);
      return { path, address, kind };
    },
    drawn: () => ({ ...counts, paths: paths.size, addresses: seenAddresses.size }),
    reset: () => {
      counts.vendor = 0;
      counts.search = 0;
      paths.clear();
      seenAddresses.clear();
    },
  };
}
