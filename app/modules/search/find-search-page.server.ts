import { and, asc, desc, eq, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { unionAll } from "drizzle-orm/pg-core";
import type { Database } from "~/db/client.server";
import { vendors } from "~/db/schema";
import { replySpeedFactor } from "~/modules/response-times/reply-ranking.server";
import type { SearchSort } from "~/modules/search/search-request";
import { builtOnce, builtStatementOf, queryByText } from "~/db/prepared-statements.server";
import { facetGroupsOf, tallyFacetGroups, type FacetCounts, type FacetGroup } from "~/modules/search/facets.server";
import { distanceFactor, textRank, type Relevance } from "~/modules/search/search-sql.server";

// One page of a search's matches and the chips' counts (docs/product/public-area.md#search; decisions 025, 027, 060,
// 103): the SQL behind `searchVendors`, apart so each file stays readable.

export type PageQuery = {
  /** The list's condition (the union of the branches). */
  where: SQL | undefined;
  /** Disjoint conditions whose matches together are the list (see {@link matchBranches}). */
  branches: SQL[];
  /** Text relevance (higher first); undefined when the sort does not use it. */
  rank: Relevance | undefined;
  /**
   * Whether the conditions (and `matched`) read only columns the category and location indexes carry (no concept but
   * the kind of vendor): the ranked words' ts_rank is then worked out apart, for the matches that have them.
   */
  indexOnly: boolean;
  /** Km from the place; undefined without one. */
  distance: SQL | undefined;
  /** How many of the query's other concepts a vendor matches, for a widened search. */
  matched: SQL | undefined;
  sort: SearchSort;
  radiusKm: number;
  limit: number;
  offset: number;
  /**
   * What each hit of the page carries beside its id, from the match's id (`card` of the hit): a correlated subquery,
   * which PostgreSQL works out after the top-N sort, for the page's rows only. Built once per function and kept, so
   * it must read nothing of the request.
   */
  card: (vendorId: SQL) => SQL;
  /**
   * Whether the counts are a statement of their own: for a search with neither words nor a place, whose first page
   * PostgreSQL reads in the sort's order from an index and whose counts from the narrow counts index (migration 0024),
   * which one work table for both would prevent. Otherwise the page and the counts share the matches (decision 103).
   */
  countsApart: boolean;
};

/** One page of matches: the ids in order with their distances, the number of matches, and the chips' counts. */
export type FoundPage = {
  hits: { id: number; distanceKm: number | null; card: unknown }[];
  total: number;
  counts: FacetCounts;
};

/** A hit as the statements send it. */
type HitRow = { id: number; distance_km: number | null; card: unknown };

/**
 * The ids of one page of matches, in order, with their distances, the number of matches and the chips' counts (the
 * matches grouped by their attribute bits, whose facet groups add up to the total). Each hit carries what `card`
 * reads for it, worked out by PostgreSQL after the top-N sort for the page's rows only, so a rendered search waits
 * for no statement after these (decision 101).
 * In one statement (decision 103): the matches are worked out once, into a work table that the page (a top-N sort)
 * and the counts both read, and come back as two JSON values; at 100,000 vendors that cost PostgreSQL about a third
 * less than a page and a counts statement that each found the matches (docs/benchmarks.md, "Uncached pages: the
 * twelfth round"). With `countsApart`, two statements sent together instead, which on PostgreSQL run at once on two
 * pooled connections. `hits` resolves as soon as the page arrives.
 * Output: `hits` and `page`, which reject with the database's error.
 */
export function findPage(db: Database, query: PageQuery): { hits: Promise<FoundPage["hits"]>; page: Promise<FoundPage> } {
  const { rank, distance, matched, sort } = query;
  // Reply speed multiplies a 'Best match' score (decision 060); read with the matches from the covering indexes.
  const replied = sort === "relevance" && rank !== undefined;
  // ts_rank reads the search document, which no index carries: it is worked out only for the matches with one of the
  // ranked words (ts_rank is 0 for the others), so the other matches are read from the indexes alone.
  const rankedQuery =
    rank?.words === undefined || !query.indexOnly
      ? undefined
      : db
          .select({ id: vendors.id, textRank: sql<number>`${textRank(rank.words)}`.as("text_rank") })
          .from(vendors)
          .where(and(query.where, sql`${vendors.searchVector} @@ ${rank.words}`));
  const ranked = rankedQuery && db.$with("ranked").as(rankedQuery);
  const bits = { facetBits: vendors.facetBits, eventTypeBits: vendors.eventTypeBits, languageBits: vendors.languageBits, capacity: vendors.capacity };
  const fields = {
    id: vendors.id,
    name: vendors.name,
    isFeatured: vendors.isFeatured,
    rank: sql<number>`${rankOf(rank, ranked?.textRank)}`.as("rank"),
    distance: sql<number | null>`${distance ?? sql`null`}::float8`.as("distance"),
    matched: sql<number>`${matched ?? sql`0`}`.as("matched"),
    replyScore: sql<number>`${replied ? vendors.replyScore : sql`0`}::float8`.as("reply_score"),
    // The 'From' price, carried by the covering indexes (migration 0021), for the price sorts.
    fromPrice: vendors.fromPricePence,
    // Whether the vendor has photos, carried by the covering indexes (migration 0023), to break 'Best match' ties.
    hasPhotos: vendors.hasPhotos,
    ...(query.countsApart ? {} : bits),
  };
  const branch = (where: SQL) => {
    const rows = db.select(fields).from(vendors).$dynamic();
    return (ranked ? rows.leftJoin(ranked, eq(ranked.id, vendors.id)) : rows).where(where);
  };
  const [firstBranch, secondBranch, ...otherBranches] = query.branches.map(branch);
  const matchesQuery = secondBranch ? unionAll(firstBranch!, secondBranch, ...otherBranches) : firstBranch!;
  const matches = db.$with("matches").as(matchesQuery);
  // A widened search lists the vendors matching most of the query first, whatever the sort (decision 025).
  const byMatched = matched ? [desc(matches.matched)] : [];
  const byName = [asc(sql`lower(${matches.name})`), asc(matches.name), asc(matches.id)];
  const byRank = rank ? [desc(matches.rank)] : [];
  const byDistance = distance ? [asc(matches.distance)] : [];
  // Best match: text relevance, times the distance factor near a place (docs/product/public-area.md#ranking), times
  // at most 1.03 for reply speed (decision 060).
  const score = rank && distance ? sql`${matches.rank} * ${distanceFactor(sql`${matches.distance}`, query.radiusKm)}` : sql`${matches.rank}`;
  const byBlend = replied ? [desc(sql`${score} * ${replySpeedFactor(sql`${matches.replyScore}`)}`)] : byRank;
  // Of equally relevant vendors (the same score and distance), those with photos first (decisions 025, 071): a
  // couple judges a listing by its pictures, so one without any follows its peers, never passing a better match.
  const byPhotos = [desc(matches.hasPhotos)];
  // By 'From' price, vendors without one last either way (docs/product/public-area.md#dates-and-budget).
  const byPrice = (direction: "asc" | "desc") => [sql`${matches.fromPrice} ${sql.raw(direction)} nulls last`, ...byName];
  // Every order ends with the id, so it is total and the page is the same whichever plan PostgreSQL makes.
  const order = sql.join(
    sort === "name"
      ? [...byMatched, ...byName]
      : sort === "price-asc" || sort === "price-desc"
        ? [...byMatched, ...byPrice(sort === "price-asc" ? "asc" : "desc")]
        : sort === "distance"
          ? [...byMatched, ...byDistance, ...byRank, ...byName]
          : [...byMatched, ...byBlend, ...byDistance, ...byPhotos, desc(matches.isFeatured), ...byName],
    sql`, `,
  );
  const page = sql`select ${matches}.*, round((${matches.distance})::numeric, 1)::float8 as distance_km,
      ${cardOfMatch(query.card, matches.id)} as card
    from ${matches} order by ${order} limit ${query.limit} offset ${query.offset}`;
  const ctes = sql.join([...(ranked ? [sql`"ranked" as (${rankedQuery})`] : []), sql`"matches" as (${matchesQuery})`], sql`, `);
  const started = performance.now();
  const toHits = (rows: HitRow[]) => rows.map((hit) => ({ id: hit.id, distanceKm: hit.distance_km === null ? null : Number(hit.distance_km), card: hit.card }));
  const toPage = (hits: FoundPage["hits"], groups: FacetGroup[]): FoundPage => {
    const counts = { ...tallyFacetGroups(groups), elapsedMs: performance.now() - started };
    return { hits, total: counts.total, counts };
  };
  // Statements run by their text's name: their text depends only on the search's shape (decision 096).
  if (query.countsApart) {
    const countedQuery = (where: SQL) => db.select(bits).from(vendors).where(where);
    const [firstCounted, secondCounted, ...otherCounted] = query.branches.map(countedQuery);
    const counted = secondCounted ? unionAll(firstCounted!, secondCounted, ...otherCounted) : firstCounted!;
    const groups = queryByText<FacetGroup>(db, builtStatementOf(facetGroupsOf(sql`(${counted}) as matches`)));
    const hits = queryByText<HitRow>(db, builtStatementOf(sql`with ${ctes} ${page}`)).then(toHits);
    return { hits, page: Promise.all([hits, groups]).then(([found, rows]) => toPage(found, rows)) };
  }
  // The page's rows, picked by the top-N sort, are put in order again by the aggregate's own ORDER BY: a subquery's
  // order is not certain to reach an aggregate, and sorting a page's rows costs next to nothing.
  const hitsJson = sql`(select coalesce(json_agg(json_build_object('id', "matches"."id", 'distance_km', "matches"."distance_km",
      'card', "matches"."card") order by ${order}), '[]') from (${page}) as "matches")`;
  const groupsJson = sql`(select coalesce(json_agg(groups), '[]') from (${facetGroupsOf(sql`${matches}`)}) as groups)`;
  const both = queryByText<{ hits: HitRow[]; groups: FacetGroup[] }>(db, builtStatementOf(sql`with ${ctes} select ${hitsJson} as hits, ${groupsJson} as groups`)).then(
    ([row]) => ({ hits: toHits(row!.hits), groups: row!.groups }),
  );
  return { hits: both.then((row) => row.hits), page: both.then((row) => toPage(row.hits, row.groups)) };
}

// Every page's cards are read alike, from "matches"."id" whatever the search: built once per `card` (see builtOnce).
const cardsBuilt = new WeakMap<PageQuery["card"], SQL>();

function cardOfMatch(card: PageQuery["card"], matchId: SQLWrapper): SQL {
  let built = cardsBuilt.get(card);
  if (!built) {
    built = builtOnce(card(sql`${matchId}`));
    cardsBuilt.set(card, built);
  }
  return built;
}

/** A match's relevance: 0 without one; its ranked words' ts_rank read from `ranked` when given, else worked out here. */
function rankOf(rank: Relevance | undefined, ranked: SQLWrapper | undefined): SQL {
  if (rank === undefined) return sql`0`;
  if (rank.words === undefined) return rank.boosts;
  return ranked ? sql`coalesce(${ranked}, 0) + ${rank.boosts}` : sql`${textRank(rank.words)} + ${rank.boosts}`;
}
