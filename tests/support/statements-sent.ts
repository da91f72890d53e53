import { onSlowQuery, setQueryClock, type SlowQuery } from "~/db/query-timing.server";

/**
 * Runs `work` and returns the statements it sent to the database, in order: every statement is reported, each made
 * to last 1 ms by a clock that ticks on every reading. The listener and the clock are put back even when `work` throws.
 */
export async function statementsOf(work: () => Promise<unknown>): Promise<SlowQuery[]> {
  const sent: SlowQuery[] = [];
  let tick = 0;
  setQueryClock(() => tick++);
  onSlowQuery((query) => sent.push(query), 0);
  try {
    await work();
  } finally {
    onSlowQuery(undefined);
    setQueryClock(undefined);
  }
  return sent;
}
