import { createHash } from "node:crypto";
import { param, sql, type SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { plannedWithValues, type Database } from "~/db/client.server";

// A statement a page runs on every request with only its parameters changing is built by Drizzle once and prepared
// by the database once per connection, instead of being built, sent and planned again each time (docs/benchmarks.md,
// "Uncached pages: the second round"). Prepared statements belong to the database handle that made them: a handle
// opened later (tests, a restart) prepares its own.
const statementsByDatabase = new WeakMap<Database, Map<string, unknown>>();

/**
 * The prepared statement `name` of `db`, made by `prepare` on first use and kept for the handle's life. Input: the
 * database, a name unique in the app (also the name the database knows it by), and a function that builds and
 * prepares it (`….prepare(name)`). Output: what `prepare` returned. Throws what `prepare` throws.
 */
export function preparedStatement<Statement>(db: Database, name: string, prepare: () => Statement): Statement {
  let statements = statementsByDatabase.get(db);
  if (!statements) {
    statements = new Map();
    statementsByDatabase.set(db, statements);
  }
  let statement = statements.get(name) as Statement | undefined;
  if (statement === undefined) {
    statement = prepare();
    statements.set(name, statement);
  }
  return statement;
}

/** A statement as sent: its text and its parameters ($1, $2, … in order). */
export type BuiltStatement = { sql: string; params: unknown[] };

/**
 * How many statement texts are run by name at most per process (see {@link queryByText}); a text first seen after
 * that runs unnamed. Every pooled connection keeps each one it ran (about 360 KB for a search's union), so the bound
 * also caps that memory of PostgreSQL's: 48 texts, about 17 MB per connection (decision 096). A search is one text
 * per shape of search (two without words or a place, decision 103): the 480 searches of the mixed load make 34 on the
 * demo catalogue and 26 at 100,000 vendors.
 */
export const MAX_STATEMENT_TEXTS = 48;
const namesByText = new Map<string, string>();

/** The name a statement text is prepared under (`t_` and 24 hex digits of its SHA-1), or undefined past the bound. */
export function statementNameOf(text: string): string | undefined {
  let name = namesByText.get(text);
  if (name === undefined && namesByText.size < MAX_STATEMENT_TEXTS) {
    name = `t_${createHash("sha1").update(text).digest("hex").slice(0, 24)}`;
    namesByText.set(text, name);
  }
  return name;
}

/**
 * Runs a statement built for one request whose text depends only on which parts the request has (never on its
 * values, which are all parameters) as a prepared statement named after its text: each pooled connection parses it
 * once (decision 096) and plans it with each run's values (decision 098), on the pool kept for such statements
 * (decision 110). PGlite, one connection that ignores names, runs it as given. Input: the database and the
 * statement's text and parameters (a select's `toSQL()`, or `sqlToQuery` of an `sql` fragment). Output: the rows,
 * keyed by column name. Throws what the driver throws.
 */
export async function queryByText<Row>(db: Database, statement: BuiltStatement): Promise<Row[]> {
  const target = plannedWithValues(db) as Database;
  const result: unknown = await target._.session.prepareQuery(statement, undefined, statementNameOf(statement.sql), false).execute();
  return (result as { rows: Row[] }).rows;
}

// The databases are opened without a casing option, so a default dialect writes what theirs would.
const dialect = new PgDialect();

/** The text and parameters of an `sql` fragment, as `db.execute` would send them. */
export function builtStatementOf(fragment: SQL): BuiltStatement {
  return dialect.sqlToQuery(fragment);
}

/**
 * A fragment that every request builds alike, built once: its text as Drizzle writes it, cut at its parameters, which
 * stay parameters. Used again in a statement, it costs Drizzle a handful of pieces to write instead of a walk over
 * every column and table it names (docs/benchmarks.md, "Uncached pages: the tenth round"). Input: a fragment whose
 * text and parameters are the same on every request (no value of the request in it). Output: an `sql` fragment that
 * writes the same text and parameters, numbered from where it is placed. Throws when the text's placeholders are not
 * $1, $2, … in order, one per parameter (a `$` of the fragment's own would be cut wrongly).
 */
export function builtOnce(fragment: SQL): SQL {
  const { sql: text, params } = dialect.sqlToQuery(fragment);
  // Odd pieces are the placeholders' numbers, even ones the text between them.
  const pieces = text.split(/\$(\d+)/);
  const texts = pieces.filter((_piece, index) => index % 2 === 0);
  const numbers = pieces.filter((_piece, index) => index % 2 === 1).map(Number);
  if (numbers.length !== params.length || numbers.some((number, index) => number !== index + 1)) {
    throw new Error(`A fragment built once needs its placeholders in order, one per parameter: ${numbers.length} for ${params.length}`);
  }
  // Each value as a parameter of its own, as written: `sql` would spread an array into a list.
  return sql(Object.assign(texts, { raw: texts }) as unknown as TemplateStringsArray, ...params.map((value) => param(value)));
}
