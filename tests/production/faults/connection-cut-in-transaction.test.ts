// PostgreSQL ending the sessions (a restart, a failover) while a connection is checked out of the pool between two
// statements, as in a transaction: the driver reports it as an 'error' event on that connection, which must reach
// the connection-lost listener and the transaction's caller instead of ending the process (decision 041).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { onConnectionLost, openDatabase, type DatabaseHandle } from "~/db/client.server";
import { canCreateCluster, createPostgresCluster, type PostgresCluster } from "../support/postgres-cluster";

describe.runIf(canCreateCluster())("a connection cut while checked out", () => {
  let cluster: PostgresCluster;
  let handle: DatabaseHandle;

  beforeAll(async () => {
    cluster = await createPostgresCluster();
    handle = await openDatabase({ kind: "postgres", url: cluster.url });
  });

  afterAll(async () => {
    onConnectionLost(() => {});
    await handle?.close().catch(() => {});
    await cluster?.dispose();
  });

  it("is reported and rejects the open transaction, and the pool serves again once the server is back", async () => {
    const lost: string[] = [];
    onConnectionLost((error) => lost.push(error.message));
    let begun!: () => void;
    const firstStatementDone = new Promise<void>((resolve) => (begun = resolve));
    let stopped!: () => void;
    const serverStopped = new Promise<void>((resolve) => (stopped = resolve));
    const transaction = handle.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      begun();
      await serverStopped;
      await tx.execute(sql`select 2`);
    });
    const outcome = transaction.then(
      () => "committed",
      (error: Error) => error.message,
    );
    await firstStatementDone;
    await cluster.stop();
    stopped();
    expect(await outcome).not.toBe("committed");
    expect(lost.length).toBeGreaterThanOrEqual(1);

    await cluster.start();
    const rows = await handle.db.execute(sql`select 42 as answer`);
    expect((rows as unknown as { rows: { answer: number }[] }).rows[0]?.answer).toBe(42);
  });
});
