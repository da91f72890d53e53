import { and, asc, count, eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { categories, vendors } from "~/db/schema";
import { isPublic } from "~/modules/vendors/vendor-cards.server";
import { cleanSearchText } from "~/modules/search/search-request";
import { SUGGESTION_MIN_LENGTH, type QuerySuggestion } from "~/modules/search/query-suggestions";
import { CATEGORY_SYNONYMS } from "~/modules/search/synonyms";

const CATEGORY_SUGGESTIONS = 2;

/**
 * Suggestions for the search box (docs/product/public-area.md#search): up to 2 categories whose
 * name contains the input, then up to 1 category reached through a synonym starting with it; at most
 * 3 in all. Input: typed text (trimmed; fewer than 2 characters gives []). Output: {@link QuerySuggestion}[].
 */
export async function getQuerySuggestions(db: Database, input: string): Promise<QuerySuggestion[]> {
  const term = cleanSearchText(input).toLowerCase();
  if (term.length < SUGGESTION_MIN_LENGTH) return [];
  const rows = await db
    .select({ name: categories.name, slug: categories.slug, matches: count(vendors.id) })
    .from(categories)
    .leftJoin(vendors, and(eq(vendors.categoryId, categories.id), isPublic))
    .groupBy(categories.id)
    .orderBy(asc(categories.sortPriority), asc(sql`lower(${categories.name})`));
  const byName = rows.filter((row) => row.name.toLowerCase().includes(term)).slice(0, CATEGORY_SUGGESTIONS);
  const suggestions: QuerySuggestion[] = byName.map((row) => ({ term: row.name, type: "category", slug: row.slug, matches: row.matches }));
  const synonym = Object.entries(CATEGORY_SYNONYMS).find(
    ([word, slug]) => word.startsWith(term) && !suggestions.some((suggestion) => suggestion.slug === slug),
  );
  const target = synonym && rows.find((row) => row.slug === synonym[1]);
  if (synonym && target) suggestions.push({ term: target.name, type: "category", slug: target.slug, matches: target.matches, via: synonym[0] });
  return suggestions;
}
