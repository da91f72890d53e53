import { inArray } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { quotes } from "~/db/schema";
import { listMessages } from "~/modules/conversations/messages.server";
import { quoteStanding, type QuoteStatus, type QuoteView } from "~/modules/conversations/quotes";
import type { TimelinePage } from "~/modules/conversations/timeline";
import { now } from "~/modules/time/clock";
import { ukDay } from "~/modules/time/uk-dates";

/**
 * One page of a conversation as both sides' pages show it (docs/product/couples-tools.md#conversations): the
 * messages of {@link listMessages} (the newest 50, or those before the message id `before`), each quote's line
 * carrying its quote with where it stands on the UK day of `at` (a sent quote past its day is expired).
 * Input: executor, the conversation's id (access checked by the caller), `before`, the time (default: the app
 * clock). Output: {@link TimelinePage}.
 */
export async function listTimeline(db: Executor, enquiryId: number, before?: number, at: Date = now()): Promise<TimelinePage> {
  const page = await listMessages(db, enquiryId, before);
  const quoteIds = page.messages.flatMap((message) => (message.quoteId ? [message.quoteId] : []));
  const rows = quoteIds.length ? await db.select().from(quotes).where(inArray(quotes.id, quoteIds)) : [];
  const today = ukDay(at);
  const byId = new Map<number, QuoteView>(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        pricePence: row.pricePence,
        included: row.included,
        events: row.events,
        eventDate: row.eventDate,
        validUntil: row.validUntil,
        standing: quoteStanding(row.status as QuoteStatus, row.validUntil, today),
        declineReason: row.declineReason,
      },
    ]),
  );
  return {
    messages: page.messages.map(({ quoteId, ...message }) => ({ ...message, quote: quoteId ? (byId.get(quoteId) ?? null) : null })),
    olderBefore: page.olderBefore,
  };
}
