import { sql } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { blockedSenders, bookings, conversationMessages, conversations, enquiries, enquiryReports, quotes } from "~/db/schema";
import type { DemoThread } from "~/modules/demo-catalogue/demo-threads";
import { insertRows } from "~/modules/demo-catalogue/insert-rows.server";

// Writes the demo conversations straight into the conversation tables, one INSERT per table: going through
// storeMessage for each of thousands of messages would take the seed many seconds and count every one against the
// message limits. Enquiry and quote ids are drawn from their sequences first, in the order things happened, so the
// rows refer to each other without reading anything back; messages, which nothing refers to, are inserted in the
// order they were written and take their ids from the sequence as they go, so a conversation reads in id order.

/** `count` new ids of `table`'s serial `id`, ascending. */
async function drawIds(tx: Executor, table: string, count: number): Promise<number[]> {
  if (count === 0) return [];
  const result = await tx.execute(sql`select nextval(pg_get_serial_sequence(${table}, 'id')) as id from generate_series(1, ${count})`);
  // PGlite and node-postgres both answer `{ rows }`, which Drizzle's execute types hide; a bigint comes as a string.
  const { rows } = result as unknown as { rows: { id: number | string }[] };
  return rows.map((row) => Number(row.id)).sort((a, b) => a - b);
}

/** Gives `items` ids in the order of their times: the earliest gets the lowest. */
async function idsByTime<T>(tx: Executor, table: string, items: readonly T[], timeOf: (item: T) => Date): Promise<Map<T, number>> {
  const ids = await drawIds(tx, table, items.length);
  const ordered = [...items].sort((a, b) => timeOf(a).getTime() - timeOf(b).getTime());
  return new Map(ordered.map((item, index) => [item, ids[index]!]));
}

/**
 * Inserts the demo threads (demo-conversations.ts): their enquiries, conversations, quotes, messages, bookings and
 * reports, and blocks the senders of upheld reports (docs/product/couples-tools.md#lead-quality). Every message is
 * stored as already mailed, so the notification sweep sends nothing for them.
 * Input: a transaction, the threads, the vendors' ids by name. Output: the enquiry id of each thread (same order)
 * and how many messages were stored. Throws for a thread of an unknown vendor, and the driver's errors.
 */
export async function insertDemoConversations(
  tx: Executor,
  threads: readonly DemoThread[],
  vendorIds: ReadonlyMap<string, number>,
): Promise<{ enquiryIds: number[]; messages: number }> {
  const vendorOf = (thread: DemoThread) => {
    const id = vendorIds.get(thread.vendorName);
    if (id === undefined) throw new Error(`Demo conversation for unknown vendor ${thread.vendorName}`);
    return id;
  };
  const enquiryIds = await idsByTime(tx, "enquiries", threads, (thread) => thread.enquiry.createdAt);
  const rows = threads.map((thread) => ({ thread, enquiryId: enquiryIds.get(thread)!, vendorId: vendorOf(thread) }));
  await insertRows(tx, enquiries, rows.map(({ thread, enquiryId, vendorId }) => ({ id: enquiryId, vendorId, ...thread.enquiry })));
  await insertRows(tx, conversations, rows.map(({ thread, enquiryId, vendorId }) => ({ enquiryId, vendorId, ...thread.conversation })));

  const quoteRows = rows.flatMap(({ thread, enquiryId, vendorId }) => thread.quotes.map((quote) => ({ quote, enquiryId, vendorId })));
  const quoteIds = await idsByTime(tx, "quotes", quoteRows.map((row) => row.quote), (quote) => quote.createdAt);
  await insertRows(tx, quotes, quoteRows.map(({ quote, enquiryId, vendorId }) => ({ id: quoteIds.get(quote)!, enquiryId, vendorId, ...quote })));

  const messageRows = rows
    .flatMap(({ thread, enquiryId }) =>
      thread.messages.map((message) => ({
        enquiryId, sender: message.sender, body: message.body, quoteId: message.quote === null ? null : quoteIds.get(thread.quotes[message.quote]!)!,
        via: message.via, notifiedAt: message.createdAt, createdAt: message.createdAt,
      })),
    )
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  await insertRows(tx, conversationMessages, messageRows);

  const bookingRows = rows.flatMap(({ thread, enquiryId, vendorId }) => {
    const booking = thread.booking;
    if (!booking) return [];
    const quoteId = booking.quote === null ? null : quoteIds.get(thread.quotes[booking.quote]!)!;
    return [{ enquiryId, vendorId, quoteId, source: booking.source, amountPence: booking.amountPence, eventDate: booking.eventDate, createdAt: booking.createdAt }];
  });
  await insertRows(tx, bookings, bookingRows);

  const reported = rows.filter(({ thread }) => thread.report);
  await insertRows(tx, enquiryReports, reported.map(({ thread, enquiryId, vendorId }) => ({ enquiryId, vendorId, ...thread.report! })));
  const blocked = reported.filter(({ thread }) => thread.report!.status === "upheld");
  if (blocked.length > 0) {
    await tx
      .insert(blockedSenders)
      .values(blocked.map(({ thread, enquiryId }) => ({ email: thread.enquiry.coupleEmail.toLowerCase(), enquiryId, createdAt: thread.report!.decidedAt! })))
      .onConflictDoNothing();
  }
  return { enquiryIds: threads.map((thread) => enquiryIds.get(thread)!), messages: messageRows.length };
}
