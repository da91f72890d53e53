import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "~/db/connection-errors.server";
import { checkReadiness, lastJournalMigration } from "~/db/health.server";
import { migrationsFolder } from "~/db/migrate.server";
import { openTestDatabase, testBackends, type TestDatabase } from "../../tests/support/test-database";

/** A copy of the committed migrations whose journal names one more migration, as a newer release would. */
function folderWithNewerMigration(): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "sv-journal-"));
  fs.mkdirSync(path.join(folder, "meta"));
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8"));
  const last = journal.entries.at(-1);
  journal.entries.push({ ...last, idx: last.idx + 1, when: last.when + 1000, tag: "9999_next-release" });
  fs.writeFileSync(path.join(folder, "meta", "_journal.json"), JSON.stringify(journal));
  return folder;
}

describe.each(testBackends())("readiness on %s", (backend) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(backend);
  });
  afterAll(async () => {
    await database.dispose();
  });

  it("is ready once the journal's last migration is applied", async () => {
    expect(await checkReadiness(database.handle)).toEqual({
      status: "ready",
      database: backend,
      migration: lastJournalMigration().tag,
    });
  });

  it("is not ready while a migration of the journal is not applied yet", async () => {
    const folder = folderWithNewerMigration();
    try {
      expect(await checkReadiness(database.handle, folder)).toEqual({
        status: "unavailable",
        reason: "migrations pending",
        migration: "9999_next-release",
      });
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe("readiness without a database", () => {
  it("is not ready before start-up opened one", async () => {
    expect(await checkReadiness(undefined)).toEqual({ status: "unavailable", reason: "database not open" });
  });

  it("is not ready when the database does not answer, and never throws", async () => {
    const database = await openTestDatabase("pglite");
    await database.dispose();
    expect(await checkReadiness(database.handle)).toEqual({ status: "unavailable", reason: "database unreachable" });
  });
});

describe("telling an unreachable database from a failing query", () => {
  it("recognises the driver's connection errors, also inside Drizzle's wrapper", () => {
    const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
    expect(isDatabaseUnavailable(refused)).toBe(true);
    expect(isDatabaseUnavailable(new Error("Failed query: select 1", { cause: refused }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error("terminating connection"), { code: "57P01" }))).toBe(true);
    expect(isDatabaseUnavailable(new Error("Connection terminated unexpectedly"))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([refused], "all addresses refused"))).toBe(true);
  });

  it("leaves bugs and bad queries alone", () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('relation "x" does not exist'), { code: "42P01" }))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError("Cannot read properties of undefined"))).toBe(false);
    expect(isDatabaseUnavailable("ECONNREFUSED")).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });
});
