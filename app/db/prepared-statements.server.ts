import type { Database } from "~/db/client.server";

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
