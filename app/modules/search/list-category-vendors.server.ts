import { and, asc, desc, eq, sql, type SQL } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { vendors } from "~/db/schema";
import type { CategorySort } from "~/modules/categories/category-types";
import { regionForCity } from "~/modules/geo/regions";
import { RESULTS_PER_PAGE } from "~/modules/search/search-request";
import { selectVendorCardRows, toVendorCards } from "~/modules/vendors/vendor-cards.server";
import { LIST_CARD_FEATURES } from "~/modules/vendors/vendor-format";
import type { VendorCard } from "~/modules/vendors/vendor-types";
import { facetCounts, facetFilters, type FacetCounts } from "~/modules/search/facets.server";
import { emptyFacetSelection, type FacetSelection } from "~/modules/search/facet-params";
import { noDatesOrBudget, type DatesAndBudget } from "~/modules/search/dates-and-budget";
import { datesAndBudgetFilters, withAvailableDays } from "~/modules/search/dates-and-budget-sql.server";

/**
 * Longest card description a category page sends. Its card shows two lines (line-clamp-2), at most about 170
 * characters at the widest card, so the rest only weighed on the page: docs/product/public-area.md#pagination keeps the largest category
 * page under 100 KB.
 */
export const LIST_DESCRIPTION_CHARS = 180;

/** `text` cut at a word to at most {@link LIST_DESCRIPTION_CHARS} characters, "…" marking a cut. */
function shortDescription(text: string): string {
  if (text.length <= LIST_DESCRIPTION_CHARS) return text;
  const head = text.slice(0, LIST_DESCRIPTION_CHARS);
  const space = head.lastIndexOf(" ");
  const cut = (space > LIST_DESCRIPTION_CHARS / 2 ? head.slice(0, space) : head).replace(/[\uD800-\uDBFF]$/, "");
  return `${cut.replace(/[\s,;:.–—-]+$/, "")}…`;
}

/** A card with what a list card shows: the description's first two lines' worth and the first 3 features (docs/product/public-area.md#categories). */
function toListCard(card: VendorCard): VendorCard {
  return { ...card, description: shortDescription(card.description), features: card.features.slice(0, LIST_CARD_FEATURES) };
}

/** A–Z as a reader expects it ("Dazzle" before "DJ Kiran"), whatever the database's collation. */
const byName = [asc(sql`lower(${vendors.name})`), asc(vendors.name), asc(vendors.id)];

const orderBySort: Record<CategorySort, SQL[]> = {
  featured: [desc(vendors.isFeatured), ...byName],
  newest: [desc(vendors.createdAt), desc(vendors.id)],
  name: byName,
  // Vendors without a 'From' price last either way (docs/product/public-area.md#dates-and-budget).
  "price-asc": [sql`${vendors.fromPricePence} asc nulls last`, ...byName],
  "price-desc": [sql`${vendors.fromPricePence} desc nulls last`, ...byName],
};

/**
 * One page of the active vendors of a category, optionally narrowed to one of the ten dropdown cities, which
 * expands to its region (e.g. London → Greater London, so Southall and Wembley count).
 * Input: database, category id, city (one of the spec's ten, else ignored), sort, the attribute filters of the
 * chips (default none), the couple's dates and budget (default none: only vendors free on the dates and within the
 * budget are listed and counted, each card saying the days it is free on; docs/product/public-area.md#dates-and-budget),
 * and the page as `limit` (default {@link RESULTS_PER_PAGE}) and `offset` (rows skipped, default 0).
 * Output: `{ vendors: VendorCard[] (at most `limit`), total: number of matching active vendors, facetCounts: the
 * attributes of those vendors, for the chips }`; past the last page, no vendors and the same total. Each card holds what the page shows of it: its description cut to
 * {@link LIST_DESCRIPTION_CHARS} characters at a word (ending "…") and its first 3 features.
 * docs/product/public-area.md#categories (page, sort and the location filter; decision 003);
 * docs/product/public-area.md#pagination pages it (24 a page, decision 023) and filters it by attributes (decision 027).
 */
export async function listCategoryVendors(
  db: Database,
  input: {
    categoryId: number;
    city?: string | null;
    sort: CategorySort;
    filters?: FacetSelection;
    datesAndBudget?: DatesAndBudget;
    limit?: number;
    offset?: number;
  },
): Promise<{ vendors: VendorCard[]; total: number; facetCounts: FacetCounts }> {
  const region = input.city ? regionForCity(input.city) : undefined;
  const datesAndBudget = input.datesAndBudget ?? noDatesOrBudget();
  const where = and(
    eq(vendors.categoryId, input.categoryId),
    region ? eq(vendors.region, region) : undefined,
    ...facetFilters(input.filters ?? emptyFacetSelection()),
    ...datesAndBudgetFilters(null, datesAndBudget),
  )!;
  // The chips' counts carry the total: one pass over the category's vendors rather than two.
  const [rows, counts] = await Promise.all([
    selectVendorCardRows(db, { where, orderBy: orderBySort[input.sort], limit: input.limit ?? RESULTS_PER_PAGE, offset: input.offset ?? 0 }),
    facetCounts(db, where),
  ]);
  const cards = await withAvailableDays(db, (await toVendorCards(db, rows)).map(toListCard), datesAndBudget);
  return { vendors: cards, total: counts.total, facetCounts: counts };
}
