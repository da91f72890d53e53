import { DEMO_PACKAGE_PRICES, type EventSlot, type PackageTemplate, type PackageUnit } from "~/modules/demo-catalogue/demo-package-prices";
import type { Heritage } from "~/modules/demo-catalogue/demo-types";
import { createRandom, hashSeed, type Random } from "~/modules/demo-catalogue/prng";
import { formatPrice } from "~/modules/money/money";
import { packageSchema, type PackageEventType, type PackageInput } from "~/modules/packages/package-rules";
import type { PriceRange } from "~/modules/vendors/vendor-format";

// A demo vendor's packages (docs/product/public-area.md#demo-catalogue; decision 068): one to four per priced
// vendor, drawn from its trade's ranges (demo-package-prices.ts), placed in them by the vendor's price band and
// region. Each vendor draws from a stream of its own, named after it, so adding packages changed no other value
// of the catalogue and the benchmark's synthetic vendors get packages from the same rules.

/** Changing the label redraws every vendor's packages. */
const PACKAGES_SEED_LABEL = "shaadi-vendors demo packages v1";
/** The share of vendors without packages, whose page keeps the price band and pricing text. */
export const DEMO_UNPRICED_SHARE = 0.25;
/** How many packages a priced vendor has: one to four, most two or three. */
const PACKAGE_COUNT_WEIGHTS = [2, 3, 3, 2];
const BANDS: readonly PriceRange[] = ["£", "££", "£££", "££££"];

/**
 * Where a region stands in the country's wedding prices, 0 (cheapest) to 1 (London): Bridebook's UK Wedding Report
 * 2025 has London the dearest region and the Midlands the cheapest (decision 068). Regions not named sit in the middle.
 */
const REGION_PRICE_LEVEL: Readonly<Record<string, number>> = {
  "Greater London": 1,
  Berkshire: 0.7, Bedfordshire: 0.7, Buckinghamshire: 0.7, Hertfordshire: 0.7, Surrey: 0.7, Kent: 0.7, Essex: 0.7, Middlesex: 0.7,
  "West Midlands": 0.15, Leicestershire: 0.15, Nottinghamshire: 0.15, Derbyshire: 0.15, Staffordshire: 0.15,
  "Greater Manchester": 0.25, Lancashire: 0.2, Merseyside: 0.2, "West Yorkshire": 0.2, "South Yorkshire": 0.2, "Tyne and Wear": 0.2,
  "Greater Glasgow": 0.25,
};
const MIDDLE_PRICE_LEVEL = 0.5;

/** How much the band weighs against the region in placing a vendor in its trade's range. */
const BAND_WEIGHT = 0.7;

/** The events of each custom, by where they fall in the wedding. */
type Custom = { pre: PackageEventType[]; main: PackageEventType[]; evening: PackageEventType[] };
const MUSLIM: Custom = { pre: ["Mehndi"], main: ["Baraat", "Nikah"], evening: ["Walima"] };
const HINDU: Custom = { pre: ["Mehndi", "Sangeet"], main: ["Baraat"], evening: ["Reception"] };
const SIKH: Custom = { pre: ["Mehndi"], main: ["Anand Karaj"], evening: ["Reception"] };
const SRI_LANKAN: Custom = { pre: [], main: ["Other"], evening: ["Reception"] };

/** What a vendor's packages depend on. */
export type DemoPackagePlan = {
  /** The vendor's name: its stream of draws is named after it. */
  name: string;
  categorySlug: string;
  region: string;
  priceRange: PriceRange;
  heritage: Heritage;
  /** A venue's or caterer's capacity: no package serves more guests. */
  capacity: number | null;
  /** True for hand-written listings, which always show packages. */
  priced: boolean;
};

/** A vendor's packages, and its pricing text to match them ('' when it has none and keeps its own). */
export type DemoPackages = { packages: PackageInput[]; pricingText: string };

/** The place of a vendor in its trade's ranges, 0 to 1: its band, then its region. */
export function pricePosition(random: Random, priceRange: PriceRange, region: string): number {
  const band = Math.max(0, BANDS.indexOf(priceRange));
  const bandShare = (band + random.next()) / BANDS.length;
  return BAND_WEIGHT * bandShare + (1 - BAND_WEIGHT) * (REGION_PRICE_LEVEL[region] ?? MIDDLE_PRICE_LEVEL);
}

/** A price in pounds as a business quotes it: £10 steps under £1,000, £50 under £5,000, £250 above. */
function roundTotal(pounds: number): number {
  const step = pounds < 1000 ? 10 : pounds < 5000 ? 50 : 250;
  return Math.round(pounds / step) * step;
}

/** A unit price: whole pounds a head, half pounds a card. */
function roundUnit(pounds: number, unit: PackageUnit): number {
  return unit === "card" ? Math.round(pounds * 2) / 2 : Math.round(pounds);
}

function eventsFor(slot: EventSlot, custom: Custom): PackageEventType[] {
  if (typeof slot !== "string") return [...slot];
  switch (slot) {
    case "pre":
      return custom.pre.length > 0 ? custom.pre : custom.main;
    case "main":
      return custom.main;
    case "evening":
      return custom.evening;
    case "main+evening":
      return [...custom.main, ...custom.evening];
    case "all":
      return [...custom.pre, ...custom.main, ...custom.evening];
    case "none":
      return [];
  }
}

function customOf(heritage: Heritage, random: Random): Custom {
  if (heritage === "pakistani" || heritage === "bangladeshi") return MUSLIM;
  if (heritage === "indian") return random.chance(0.5) ? HINDU : SIKH;
  return SRI_LANKAN;
}

function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? `{${key}}`);
}

/** One package of a template at `position` in its range. Output: the package and its unit price in pounds. */
function makePackage(
  random: Random,
  template: PackageTemplate,
  tradeUnit: PackageUnit,
  position: number,
  context: { custom: Custom; capacity: number | null },
): { pkg: PackageInput; unitPounds: number } {
  const unit = template.unit ?? tradeUnit;
  // A package sits near its vendor's place in the range, never outside the range.
  const share = Math.min(1, Math.max(0, position + (random.next() - 0.5) * 0.1));
  const raw = template.min + (template.max - template.min) * share;
  const counts = template.counts ? template.counts.filter((count) => context.capacity === null || count <= context.capacity) : [];
  // A hall smaller than every count the template offers serves its own capacity.
  const count = template.counts ? (counts.length > 0 ? random.pick(counts) : (context.capacity ?? Math.min(...template.counts))) : null;
  let unitPounds: number;
  let pounds: number;
  if (unit === "total") {
    unitPounds = Math.min(template.max, Math.max(template.min, roundTotal(raw)));
    pounds = unitPounds;
  } else {
    unitPounds = Math.min(template.max, Math.max(template.min, roundUnit(raw, unit)));
    pounds = unitPounds * (count ?? 1);
  }
  const each = formatPrice(Math.round(unitPounds * 100));
  const guests = unit === "card" || count === null ? null : count;
  return {
    pkg: {
      name: template.name,
      pricePence: Math.round(pounds * 100),
      priceKind: template.kind,
      included: fill(template.included, { guests: String(count ?? ""), units: String(count ?? ""), each }),
      eventTypes: [...new Set(eventsFor(template.events, context.custom))],
      guests,
    },
    unitPounds,
  };
}

/**
 * The packages of one demo vendor. Input: {@link DemoPackagePlan}. Output: none for about a quarter of vendors
 * ({@link DEMO_UNPRICED_SHARE}; never for a hand-written one), else one to four packages of its trade, cheapest
 * first, the first always the trade's headline package (e.g. 'Bridal mehndi'), with the pricing text that names the
 * lowest price ('Bridal mehndi from £350', 'Menus from £28 per head'). Pure: the same plan gives the same packages.
 * Throws for a category without package prices.
 */
export function buildDemoPackages(plan: DemoPackagePlan): DemoPackages {
  const trade = DEMO_PACKAGE_PRICES[plan.categorySlug];
  if (!trade) throw new Error(`No demo package prices for ${plan.categorySlug}`);
  const random = createRandom(hashSeed(`${PACKAGES_SEED_LABEL}|${plan.name}`));
  const unpriced = random.chance(DEMO_UNPRICED_SHARE);
  if (unpriced && !plan.priced) return { packages: [], pricingText: "" };
  const position = pricePosition(random, plan.priceRange, plan.region);
  const custom = customOf(plan.heritage, random);
  const [headline, ...others] = trade.templates;
  const wanted = Math.min(trade.templates.length, 1 + random.weightedIndex(PACKAGE_COUNT_WEIGHTS));
  const chosen = [headline, ...random.sample(others, wanted - 1).sort((a, b) => others.indexOf(a) - others.indexOf(b))];
  const made = chosen.map((template) => makePackage(random, template, trade.unit, position, { custom, capacity: plan.capacity }));
  made.sort((a, b) => a.pkg.pricePence - b.pkg.pricePence);
  // A trade priced per unit quotes its lowest unit price, else the lowest package.
  const perUnit = made.filter((entry) => (chosen.find((template) => template.name === entry.pkg.name)?.unit ?? trade.unit) !== "total");
  const lowest = perUnit.length > 0 ? Math.min(...perUnit.map((entry) => entry.unitPounds)) : made[0]!.pkg.pricePence / 100;
  const price = formatPrice(Math.round(lowest * 100)).replace(/^£/, "");
  return { packages: made.map((entry) => entry.pkg), pricingText: fill(trade.pricingText, { p: price }) };
}

/**
 * A demo package as the packages module's form reads it, checked by its `packageSchema` (decision 064), so the seed's
 * bulk write holds the same values the portal or the CSV import would. Input: a package in pence. Output: the
 * schema's output, equal to the input for every demo package. Throws the zod error for a package the rules refuse.
 */
export function checkedDemoPackage(pkg: PackageInput): PackageInput {
  return packageSchema.parse({
    name: pkg.name,
    price: (pkg.pricePence / 100).toFixed(2),
    priceKind: pkg.priceKind,
    included: pkg.included,
    eventTypes: pkg.eventTypes,
    guests: pkg.guests === null ? "" : String(pkg.guests),
  });
}
