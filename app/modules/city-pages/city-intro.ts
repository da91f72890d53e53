import { FACETS, type FacetKey } from "~/modules/search/attribute-facets";

// The intro paragraph of a city landing page (docs/product/public-area.md#city-pages: "unique intro text per page built from real counts").
// Pure, so the wording is tested without a database.

/** The counts an intro is written from. */
export type CityIntroCounts = {
  /** The category's name as the site writes it ("Mehndi Artists"). */
  categoryName: string;
  townName: string;
  radiusKm: number;
  /** Active vendors of the category in the page's area. */
  total: number;
  /** Of those, the ones whose address town is the town itself. */
  inTown: number;
  /** The attribute most of them offer and how many do, when any does. */
  topFacet: { facet: FacetKey; count: number } | null;
  /** Other towns around with vendors of the category, nearest first. */
  nearby: readonly { name: string; count: number }[];
};

/** How an attribute reads after "offer" where its chip label alone would not ("a female-only team"). */
const FACET_PHRASES: Partial<Record<FacetKey, string>> = {
  female: "a female-only team",
  "prayer-room": "a separate prayer room",
  jain: "a Jain menu",
  "baraat-horse": "a baraat horse",
  halal: "halal food",
  vegetarian: "vegetarian options",
  eggless: "eggless recipes",
  "hijab-friendly": "hijab-friendly styling",
};

/**
 * The intro of a city page: "23 mehndi artists within 15 km of Leicester, 9 of them in Leicester itself; 6 offer a
 * female-only team. Nearby, Loughborough has 4 and Coventry 2." Each clause is there only when its count says
 * something (no attribute clause when none offers one; "all of them" when every vendor is in the town itself).
 * Input: {@link CityIntroCounts} with total ≥ 1 (a page with none is a 404). Output: plain text.
 */
export function cityIntro(counts: CityIntroCounts): string {
  const kind = counts.categoryName.toLowerCase();
  const { townName, total, inTown } = counts;
  const area = `within ${counts.radiusKm} km of ${townName}`;
  const head = total === 1 ? `1 of our ${kind} is ${area}` : `${total} ${kind} ${area}`;
  const local =
    total === 1
      ? inTown === 1
        ? `, in ${townName} itself`
        : ""
      : inTown === total
        ? `, all of them in ${townName} itself`
        : `, ${inTown === 0 ? "none" : inTown} of them in ${townName} itself`;
  const facet = counts.topFacet && counts.topFacet.count > 0 ? counts.topFacet : null;
  const offer = facet
    ? `; ${facet.count === total ? (total === 1 ? "it offers" : "all offer") : `${facet.count} ${facet.count === 1 ? "offers" : "offer"}`} ${FACET_PHRASES[facet.facet] ?? FACETS[facet.facet].label.toLowerCase()}`
    : "";
  const nearby = counts.nearby.slice(0, 2);
  const around =
    nearby.length === 0
      ? ""
      : ` Nearby, ${nearby[0]!.name} has ${nearby[0]!.count}${nearby[1] ? ` and ${nearby[1].name} ${nearby[1].count}` : ""}.`;
  return `${head}${local}${offer}.${around}`;
}
