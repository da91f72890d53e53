import { and, asc, count, desc, eq, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { categories, vendors } from "~/db/schema";
import { regionForCity } from "~/modules/geo/regions";
import { containsPattern, isPublic, selectVendorCardRows, toVendorCards } from "~/modules/vendors/vendor-cards.server";
import type { VendorCard } from "~/modules/vendors/vendor-types";
import { MAX_SEARCH_TEXT, type SearchRequest } from "./search-request";
import { queryWords, synonymCategory } from "./synonyms";

export type SearchResult = { vendors: VendorCard[]; total: number };

/** Relevance weights (spec: public-area §5): name 10, category 8, feature or tag 5, description 2. */
export const RELEVANCE_WEIGHTS = { name: 10, category: 8, feature: 5, description: 2 } as const;

function wordScore(word: string): SQL {
  const pattern = containsPattern(word);
  const slug = synonymCategory(word);
  const categoryMatch = slug
    ? sql`(${categories.name} ilike ${pattern} or ${categories.slug} = ${slug})`
    : sql`${categories.name} ilike ${pattern}`;
  return sql`(
    (case when ${vendors.name} ilike ${pattern} then ${RELEVANCE_WEIGHTS.name} else 0 end)
    + (case when ${categoryMatch} then ${RELEVANCE_WEIGHTS.category} else 0 end)
    + (case when exists (select 1 from vendor_features f where f.vendor_id = ${vendors.id} and f.feature ilike ${pattern})
         or array_to_string(${vendors.serviceTags}, ' ') ilike ${pattern} then ${RELEVANCE_WEIGHTS.feature} else 0 end)
    + (case when ${vendors.description} ilike ${pattern} then ${RELEVANCE_WEIGHTS.description} else 0 end)
  )`;
}

/**
 * The terms a query must match: its words (see {@link queryWords}); a non-blank query with no word left
 * (only punctuation such as `%` or `_`, or one overlong word) is one literal phrase, so it matches
 * vendors containing that text rather than every vendor.
 */
function matchTerms(query: string): string[] {
  const words = queryWords(query);
  const phrase = query.trim().toLowerCase().slice(0, MAX_SEARCH_TEXT);
  return words.length > 0 || !phrase ? words : [phrase];
}

function locationFilter(location: string): SQL {
  const pattern = containsPattern(location);
  const text = or(
    sql`${vendors.location} ilike ${pattern}`,
    sql`${vendors.city} ilike ${pattern}`,
    sql`${vendors.region} ilike ${pattern}`,
  )!;
  const region = regionForCity(location);
  return region ? or(text, eq(vendors.region, region))! : text;
}

/**
 * Searches active vendors by text and location. Every query word (stopwords aside) must match the
 * vendor's name, category (or a synonym of it), a feature or tag, or its description; the score adds
 * the spec's weights per word. A query with no word left (e.g. only `%`) is matched as literal text.
 * The location matches the vendor's location, town or region text, and one of the ten cities also
 * matches its whole region. User text never acts as a LIKE wildcard.
 * Input: {@link SearchRequest} (already trimmed and cut). Output: up to `limit` cards and the total.
 * Sorted by score then featured then name ("relevance"), or by name ("name").
 * Spec: public-area §2 (Search results), §5 (synonyms, weights), §7 ("Vendor search").
 * This is the one search entry point; a later search engine replaces its body, not its callers.
 */
export async function searchVendors(db: Database, request: SearchRequest): Promise<SearchResult> {
  const words = matchTerms(request.query);
  const filters: SQL[] = words.map((word) => sql`${wordScore(word)} > 0`);
  if (request.location) filters.push(locationFilter(request.location));
  const where = filters.length > 0 ? and(...filters) : undefined;
  // A–Z as a reader expects it ("Dazzle" before "DJ Kiran"), whatever the database's collation.
  const byName = [asc(sql`lower(${vendors.name})`), asc(vendors.name), asc(vendors.id)];
  // Without words every score is equal; a bare constant would be read as a column position by ORDER BY.
  const byScore = words.length > 0 ? [desc(sql.join(words.map(wordScore), sql` + `))] : [];
  const orderBy = request.sort === "name" ? byName : [...byScore, desc(vendors.isFeatured), ...byName];

  const [rows, [totalRow]] = await Promise.all([
    selectVendorCardRows(db, { where, orderBy, limit: request.limit }),
    db
      .select({ total: count() })
      .from(vendors)
      .innerJoin(categories, eq(categories.id, vendors.categoryId))
      .where(where ? and(isPublic, where) : isPublic),
  ]);
  return { vendors: await toVendorCards(db, rows), total: totalRow?.total ?? 0 };
}
