import { and, eq, inArray, isNull } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { bookings, categories, conversations, quotes, vendors, weddingMembers } from "~/db/schema";

// What the wedding's vendors have quoted and booked (docs/product/couples-tools.md#budget; decision 085), read from
// the conversations its members hold: conversations stay joined to accounts, not weddings (decision 082).

/**
 * One vendor's cost for the wedding: 'booked' (a live booking) or 'quoted' (the latest quote not declined of a
 * conversation without a live booking). `amountPence` null: booked outside the site without an amount and without
 * an accepted quote. `date` is the quote's or booking's event day `YYYY-MM-DD`; `categorySlug` the vendor's.
 */
export type VendorCost = {
  enquiryId: number;
  vendorName: string;
  categorySlug: string;
  categoryName: string;
  status: "quoted" | "booked";
  amountPence: number | null;
  date: string;
};

type QuoteRow = { id: number; enquiryId: number; pricePence: number; eventDate: string; status: string; createdAt: Date };

/** The newest of `rows` (by time, then id), or undefined. */
function newest(rows: QuoteRow[]): QuoteRow | undefined {
  return rows.reduce<QuoteRow | undefined>((best, row) => {
    if (!best) return row;
    const later = row.createdAt.getTime() - best.createdAt.getTime();
    return later > 0 || (later === 0 && row.id > best.id) ? row : best;
  }, undefined);
}

/**
 * The quoted and booked costs of wedding `weddingId`, one per conversation of its members that has a live booking or
 * a quote not declined, in conversation order. Amounts in pence. Rules: a live (not cancelled) booking counts as
 * booked with its amount; one without an amount counts its accepted quote's price (the booking's own quote, else the
 * conversation's latest accepted one) or null; otherwise the latest quote not declined counts as quoted. Throws only
 * when the database fails.
 */
export async function vendorCostsOf(db: Database, weddingId: number): Promise<VendorCost[]> {
  const held = await db
    .select({ enquiryId: conversations.enquiryId, vendorName: vendors.name, categorySlug: categories.slug, categoryName: categories.name })
    .from(conversations)
    .innerJoin(weddingMembers, and(eq(weddingMembers.userId, conversations.coupleUserId), eq(weddingMembers.weddingId, weddingId)))
    .innerJoin(vendors, eq(vendors.id, conversations.vendorId))
    .innerJoin(categories, eq(categories.id, vendors.categoryId))
    .orderBy(conversations.enquiryId);
  if (held.length === 0) return [];
  const ids = held.map((row) => row.enquiryId);
  const [liveBookings, quoteRows] = await Promise.all([
    db
      .select({ enquiryId: bookings.enquiryId, amountPence: bookings.amountPence, eventDate: bookings.eventDate, quoteId: bookings.quoteId })
      .from(bookings)
      .where(and(inArray(bookings.enquiryId, ids), isNull(bookings.cancelledAt))),
    db
      .select({ id: quotes.id, enquiryId: quotes.enquiryId, pricePence: quotes.pricePence, eventDate: quotes.eventDate, status: quotes.status, createdAt: quotes.createdAt })
      .from(quotes)
      .where(inArray(quotes.enquiryId, ids)),
  ]);
  const costs: VendorCost[] = [];
  for (const conversation of held) {
    const own = quoteRows.filter((quote) => quote.enquiryId === conversation.enquiryId);
    const booking = liveBookings.find((row) => row.enquiryId === conversation.enquiryId);
    const base = { enquiryId: conversation.enquiryId, vendorName: conversation.vendorName, categorySlug: conversation.categorySlug, categoryName: conversation.categoryName };
    if (booking) {
      const accepted = own.find((quote) => quote.id === booking.quoteId && quote.status === "accepted") ?? newest(own.filter((quote) => quote.status === "accepted"));
      costs.push({ ...base, status: "booked", amountPence: booking.amountPence ?? accepted?.pricePence ?? null, date: booking.eventDate });
      continue;
    }
    const quote = newest(own.filter((row) => row.status !== "declined"));
    if (quote) costs.push({ ...base, status: "quoted", amountPence: quote.pricePence, date: quote.eventDate });
  }
  return costs;
}
