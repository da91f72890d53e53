import type { PriceRange } from "~/modules/vendors/vendor-format";
import { ARTWORK_VARIANTS, demoImageUrl, describeArtwork } from "~/modules/demo-catalogue/demo-artwork-spec";
import type { DemoTown } from "~/modules/demo-catalogue/demo-towns";
import type { CategoryContent, DemoImage } from "~/modules/demo-catalogue/demo-types";
import type { Random } from "~/modules/demo-catalogue/prng";

/** Replaces `{key}` placeholders; a missing key is a content mistake, so it throws rather than leaving braces. */
export function fillTemplate(template: string, values: Record<string, string>): string {
  const filled = template.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`Template "${template}" needs a value for {${key}}`);
    return value;
  });
  // Towns such as Ilford and Edinburgh follow "a" in several patterns.
  return filled.replace(/\b([Aa]) (?=[AEIOU])/g, "$1n ");
}

const PRICE_RANGES: readonly PriceRange[] = ["£", "££", "£££", "££££"];
// Most listings sit in the middle bands, as on any directory.
const PRICE_RANGE_WEIGHTS = [2, 4, 3, 1];

/** Rounds to the steps a business would quote: £2.50, £18, £425, £1,850, £9,250. */
function quotePrice(value: number): string {
  if (value < 10) {
    const halves = Math.round(value * 2) / 2;
    return Number.isInteger(halves) ? String(halves) : halves.toFixed(2);
  }
  const step = value < 100 ? 1 : value < 1000 ? 25 : value < 5000 ? 50 : 250;
  const rounded = Math.round(value / step) * step;
  return String(rounded).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

/** A price band and the matching "from £…" text for one vendor. */
export function makePricing(rng: Random, content: CategoryContent): { priceRange: PriceRange; pricingText: string } {
  const band = rng.weightedIndex(PRICE_RANGE_WEIGHTS);
  const base = content.pricing.bands[band] ?? content.pricing.bands[0];
  const price = quotePrice(base * (0.85 + rng.next() * 0.35));
  const pricingText = fillTemplate(rng.pick(content.pricing.templates), { p: price });
  return { priceRange: PRICE_RANGES[band] as PriceRange, pricingText };
}

/**
 * Only Ofcom's drama ranges, so no demo number can ring a real line. Unique within `used`; with no
 * register (null) a number may repeat. Throws when the chosen range has no free number left.
 */
export function makePhone(rng: Random, town: Pick<DemoTown, "landline">, used: Set<string> | null): string {
  const prefix = town.landline && rng.chance(0.6) ? town.landline : "07700 900";
  for (let attempt = 0; attempt < 5000; attempt++) {
    const phone = `${prefix}${String(rng.int(0, 999)).padStart(3, "0")}`;
    if (!used) return phone;
    if (!used.has(phone)) {
      used.add(phone);
      return phone;
    }
  }
  throw new Error(`The drama range ${prefix}xxx is exhausted`);
}

// Inward codes never use C, I, K, M, O or V.
const INWARD_LETTERS = "ABDEFGHJLNPQRSTUWXYZ";

/** A street address and postcode on one of the town's streets; both null (no draw) for a town with none. */
export function makeAddress(
  rng: Random,
  town: Pick<DemoTown, "streets">,
): { address: string | null; postcode: string | null } {
  if (town.streets.length === 0) return { address: null, postcode: null };
  const number = rng.int(1, 240);
  const [street, district] = rng.pick(town.streets);
  const style = rng.next();
  const address =
    style < 0.1
      ? `Unit ${rng.int(1, 24)}, ${number} ${street}`
      : style < 0.2
        ? `${number}${rng.pick(["A", "B"])} ${street}`
        : `${number} ${street}`;
  const letters = `${rng.pick([...INWARD_LETTERS])}${rng.pick([...INWARD_LETTERS])}`;
  return { address, postcode: `${district} ${rng.int(1, 9)}${letters}` };
}

/** A point up to `radiusKm` from the centre, uniform over the disc, rounded to about a metre. */
export function spreadAround(
  rng: Random,
  centre: { latitude: number; longitude: number },
  radiusKm: number,
): { latitude: number; longitude: number } {
  const distance = radiusKm * Math.sqrt(rng.next());
  const bearing = 2 * Math.PI * rng.next();
  const kmPerDegree = 111.32;
  const latitude = centre.latitude + (distance * Math.cos(bearing)) / kmPerDegree;
  const longitude =
    centre.longitude + (distance * Math.sin(bearing)) / (kmPerDegree * Math.cos((centre.latitude * Math.PI) / 180));
  return { latitude: Math.round(latitude * 1e5) / 1e5, longitude: Math.round(longitude * 1e5) / 1e5 };
}

/** "Kaur & Co Mehndi" → "kaur-co-mehndi"; unique across the catalogue. */
export function makeHandle(name: string, used: Set<string>): string {
  const base = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/'s\b/g, "s")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .replace(/^the-/, "");
  let handle = base;
  for (let n = 2; used.has(handle); n++) handle = `${base}-${n}`;
  used.add(handle);
  return handle;
}

// Documentation domains only (example.com and example.org are reserved by RFC 2606; example.co.uk is the
// project's UK stand-in), so no demo address or link reaches a real business.
const DOMAINS = ["example.co.uk", "example.com", "example.org"] as const;

/** An email on a reserved domain and, for most vendors, a website and a social link, all from the handle. */
export function makeContact(
  rng: Random,
  handle: string,
): { email: string; website: string | null; socialMediaLink: string | null } {
  const domain = DOMAINS[rng.weightedIndex([6, 3, 1])] as string;
  const mailbox = rng.weightedIndex([3, 1, 1]);
  const email = `${mailbox === 1 ? "hello." : mailbox === 2 ? "bookings." : ""}${handle}@${domain}`;
  // About one website in five is typed without a scheme, as suppliers often do; the UI adds https://.
  let website: string | null = null;
  if (!rng.chance(0.06)) {
    const withScheme = rng.chance(0.8);
    website = withScheme ? `https://${rng.chance(0.5) ? "www." : ""}${domain}/${handle}` : `www.${domain}/${handle}`;
  }
  let socialMediaLink: string | null = null;
  if (!rng.chance(0.12)) {
    const compact = handle.replace(/-/g, "").slice(0, 22);
    const platform = rng.weightedIndex([7, 2, 1]);
    const path =
      platform === 0
        ? `instagram.com/example_${compact}`
        : platform === 1
          ? `facebook.com/example.${compact}`
          : `tiktok.com/@example_${compact}`;
    socialMediaLink = rng.chance(0.5) ? `https://www.${path}` : path;
  }
  return { email, website, socialMediaLink };
}

/** How many pictures a vendor shows: some none, most a handful, a few a full gallery. */
function imageCount(rng: Random): number {
  const roll = rng.next();
  if (roll < 0.08) return 0;
  if (roll < 0.3) return rng.int(1, 3);
  if (roll < 0.68) return rng.int(4, 6);
  if (roll < 0.88) return rng.int(7, 9);
  return rng.int(10, 12);
}

/**
 * Gallery of shared artwork: the category's eight variants in a random order, then the partner
 * category's, so a twelve-picture gallery never repeats an image. The first is primary.
 */
export function makeImages(rng: Random, content: CategoryContent): DemoImage[] {
  const count = imageCount(rng);
  const variants = Array.from({ length: ARTWORK_VARIANTS }, (_, i) => i + 1);
  const refs = [
    ...rng.shuffle(variants).map((variant) => ({ slug: content.slug, variant })),
    ...rng.shuffle(variants).map((variant) => ({ slug: content.artworkPartner, variant })),
  ];
  return refs.slice(0, count).map((ref, index) => ({
    url: demoImageUrl(ref.slug, ref.variant),
    alt: describeArtwork(ref.slug, ref.variant),
    isPrimary: index === 0,
  }));
}
