import { and, asc, desc, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
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
  const ranked = rank?.words !== undefined && query.indexOnly;
  const rankedQuery = ranked
    ? sql`select "id", ${textRank(rank.words!)} as "text_rank" from ${vendors} where ${and(query.where, sql`${vendors.searchVector} @@ ${rank.words}`)}`
    : undefined;
  const columns = branchColumns(ranked, !query.countsApart);
  const branch = (where: SQL) =>
    sql`${columns.head}${rankOf(rank, ranked ? RANKED_TEXT_RANK : undefined)} as "rank", ${distance ?? sql`null`}::float8 as "distance", ${matched ?? sql`0`} as "matched", ${replied ? columns.replyScore : sql`0`}::float8 as "reply_score"${columns.tail}${where}`;
  const matchesQuery = unionAllOf(query.branches.map(branch));
  // A widened search lists the vendors matching most of the query first, whatever the sort (decision 025).
  const byMatched = matched ? [desc(MATCHES.matched)] : [];
  const byName = [asc(sql`lower(${MATCHES.name})`), asc(MATCHES.name), asc(MATCHES.id)];
  const byRank = rank ? [desc(MATCHES.rank)] : [];
  const byDistance = distance ? [asc(MATCHES.distance)] : [];
  // Best match: text relevance, times the distance factor near a place (docs/product/public-area.md#ranking), times
  // at most 1.03 for reply speed (decision 060).
  const score = rank && distance ? sql`${MATCHES.rank} * ${distanceFactor(sql`${MATCHES.distance}`, query.radiusKm)}` : sql`${MATCHES.rank}`;
  const byBlend = replied ? [desc(sql`${score} * ${replySpeedFactor(sql`${MATCHES.replyScore}`)}`)] : byRank;
  // Of equally relevant vendors (the same score and distance), those with photos first (decisions 025, 071): a
  // couple judges a listing by its pictures, so one without any follows its peers, never passing a better match.
  const byPhotos = [desc(MATCHES.hasPhotos)];
  // By 'From' price, vendors without one last either way (docs/product/public-area.md#dates-and-budget).
  const byPrice = (direction: "asc" | "desc") => [sql`${MATCHES.fromPrice} ${sql.raw(direction)} nulls last`, ...byName];
  // Every order ends with the id, so it is total and the page is the same whichever plan PostgreSQL makes.
  const order = sql.join(
    sort === "name"
      ? [...byMatched, ...byName]
      : sort === "price-asc" || sort === "price-desc"
        ? [...byMatched, ...byPrice(sort === "price-asc" ? "asc" : "desc")]
        : sort === "distance"
          ? [...byMatched, ...byDistance, ...byRank, ...byName]
          : [...byMatched, ...byBlend, ...byDistance, ...byPhotos, desc(MATCHES.isFeatured), ...byName],
    sql`, `,
  );
  const page = sql`select ${MATCHES.table}.*, round((${MATCHES.distance})::numeric, 1)::float8 as distance_km,
      ${cardOfMatch(query.card, MATCHES.id)} as card
    from ${MATCHES.table} order by ${order} limit ${query.limit} offset ${query.offset}`;
  const ctes = sql.join([...(rankedQuery ? [sql`"ranked" as ((${rankedQuery}))`] : []), sql`"matches" as ((${matchesQuery}))`], sql`, `);
  const started = performance.now();
  const toHits = (rows: HitRow[]) => rows.map((hit) => ({ id: hit.id, distanceKm: hit.distance_km === null ? null : Number(hit.distance_km), card: hit.card }));
  const toPage = (hits: FoundPage["hits"], groups: FacetGroup[]): FoundPage => {
    const counts = { ...tallyFacetGroups(groups), elapsedMs: performance.now() - started };
    return { hits, total: counts.total, counts };
  };
  // Statements run by their text's name: their text depends only on the search's shape (decision 096).
  if (query.countsApart) {
    const counted = unionAllOf(query.branches.map((where) => sql`${COUNTED_COLUMNS}${where}`));
    const groups = queryByText<FacetGroup>(db, builtStatementOf(facetGroupsOf(sql`((${counted})) as matches`)));
    const hits = queryByText<HitRow>(db, builtStatementOf(sql`with ${ctes} ${page}`)).then(toHits);
    return { hits, page: Promise.all([hits, groups]).then(([found, rows]) => toPage(found, rows)) };
  }
  // The page's rows, picked by the top-N sort, are put in order again by the aggregate's own ORDER BY: a subquery's
  // order is not certain to reach an aggregate, and sorting a page's rows costs next to nothing.
  const hitsJson = sql`(select coalesce(json_agg(json_build_object('id', "matches"."id", 'distance_km', "matches"."distance_km",
      'card', "matches"."card") order by ${order}), '[]') from (${page}) as "matches")`;
  const groupsJson = sql`(select coalesce(json_agg(groups), '[]') from (${facetGroupsOf(MATCHES.table)}) as groups)`;
  const both = queryByText<{ hits: HitRow[]; groups: FacetGroup[] }>(db, builtStatementOf(sql`with ${ctes} select ${hitsJson} as hits, ${groupsJson} as groups`)).then(
    ([row]) => ({ hits: toHits(row!.hits), groups: row!.groups }),
  );
  return { hits: both.then((row) => row.hits), page: both.then((row) => toPage(row.hits, row.groups)) };
}

// The statements are written as text around the request's conditions rather than with Drizzle's select and union
// builders, whose building of the same columns on every search was 44 % of a search's main-thread time
// (docs/benchmarks.md, "Uncached pages: the sixteenth round"). The text is what those builders wrote; its fixed parts
// are built once (see builtOnce).

/** `"a"."b"…`, quoted by Drizzle and built once. */
const identifiers = (...names: string[]) => builtOnce(sql.join(names.map((name) => sql.identifier(name)), sql`.`));

/** The work table's columns: those read as they are qualified with the table, the worked-out ones by their alias. */
const MATCHES = {
  table: identifiers("matches"),
  id: identifiers("matches", vendors.id.name),
  name: identifiers("matches", vendors.name.name),
  isFeatured: identifiers("matches", vendors.isFeatured.name),
  fromPrice: identifiers("matches", vendors.fromPricePence.name),
  hasPhotos: identifiers("matches", vendors.hasPhotos.name),
  rank: identifiers("rank"),
  distance: identifiers("distance"),
  matched: identifiers("matched"),
  replyScore: identifiers("reply_score"),
};

/** The ranked words' ts_rank of a match, from the "ranked" work table joined to it. */
const RANKED_TEXT_RANK = identifiers("text_rank");

/** The columns the chips' counts read, for a counts statement of its own (`countsApart`). */
const BIT_COLUMNS = [vendors.facetBits, vendors.eventTypeBits, vendors.languageBits, vendors.capacity];
const COUNTED_COLUMNS = builtOnce(sql`select ${sql.join(BIT_COLUMNS.map((column) => sql.identifier(column.name)), sql`, `)} from ${vendors} where `);

type BranchColumns = { head: SQL; replyScore: SQL; tail: SQL };
const branchColumnsByShape = new Map<string, BranchColumns>();

/**
 * The fixed text of a branch's select around its worked-out columns (rank, distance, matched, reply score) and its
 * condition: qualified with the table when "ranked" is joined, with the counts' columns unless they are apart.
 */
function branchColumns(joined: boolean, withBits: boolean): BranchColumns {
  const key = `${joined}/${withBits}`;
  let columns = branchColumnsByShape.get(key);
  if (!columns) {
    const named = (column: PgColumn) => (joined ? sql`${column}` : sql.identifier(column.name));
    const list = (columnsOf: PgColumn[]) => sql.join(columnsOf.map(named), sql`, `);
    // The 'From' price for the price sorts and whether the vendor has photos to break 'Best match' ties, both carried
    // by the covering indexes (migrations 0021, 0023), then the chips' bits when the counts share the matches.
    const after = [vendors.fromPricePence, vendors.hasPhotos, ...(withBits ? BIT_COLUMNS : [])];
    const join = joined ? sql` left join ${identifiers("ranked")} on ${identifiers("ranked", "id")} = ${vendors.id}` : sql``;
    columns = {
      head: builtOnce(sql`select ${list([vendors.id, vendors.name, vendors.isFeatured])}, `),
      replyScore: builtOnce(sql`${named(vendors.replyScore)}`),
      tail: builtOnce(sql`, ${list(after)} from ${vendors}${join} where `),
    };
    branchColumnsByShape.set(key, columns);
  }
  return columns;
}

/** The selects' rows together (`union all`), parenthesised as Drizzle's `unionAll` writes them. */
function unionAllOf(selects: SQL[]): SQL {
  const [first, ...rest] = selects;
  return rest.reduce((left, right) => sql`(${left}) union all (${right})`, first!);
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
