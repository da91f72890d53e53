import { and, eq, isNull } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { bookings, enquiries, quotes, vendors } from "~/db/schema";
import { bookingConfirmationFilename, bookingReference } from "~/modules/conversations/booking-confirmation";
import { findCoupleConversation, findVendorConversation, type ConversationHead } from "~/modules/conversations/conversation-access.server";
import { CONVERSATION_NOT_FOUND } from "~/modules/conversations/conversation-rules";
import { AppError } from "~/modules/errors/app-error";
import { formatEventDate } from "~/modules/mail/enquiry-templates";
import { formatPrice } from "~/modules/money/money";
import { SITE_NAME } from "~/modules/seo/page-meta";
import { now } from "~/modules/time/clock";

// The booking confirmation PDF (docs/product/couples-tools.md#quotes-and-bookings: "each side can download a booking
// confirmation PDF naming both parties, the event, the date, the price and what is included"), drawn with pdfkit
// in its built-in Helvetica, so the text can be searched and copied (decision 057).

/** Everything a booking confirmation states, read from the booking, its enquiry, its vendor and its quote. */
export type BookingConfirmation = {
  bookingId: number;
  /** 'B-000123'. */
  reference: string;
  enquiryId: number;
  couple: { name: string; email: string };
  vendor: { id: number; name: string; town: string; pageUrl: string };
  /** The event(s) covered: the accepted quote's, else the enquiry's event type. */
  events: string;
  /** The booked day `YYYY-MM-DD` (the booking's, which may differ from the enquiry's). */
  eventDate: string;
  guestCount: number;
  /** 'quote': the couple accepted a quote; 'outside': the vendor marked it booked outside the site. */
  source: "quote" | "outside";
  /** The agreed price in pence; null when booked outside the site without an amount. */
  amountPence: number | null;
  /** What is included, from the accepted quote; null for a booking made outside the site. */
  included: string | null;
  bookedAt: Date;
};

/**
 * The booking of conversation `enquiryId` as its confirmation states it. Input: executor, the conversation's
 * id (already checked as the caller's: see {@link coupleBookingConfirmation}), the site's origin for the vendor's
 * page link. Output: {@link BookingConfirmation}; the price is the booking's amount, else the accepted quote's.
 * Throws AppError `not_found` (the conversations' one message) when the conversation has no live booking: a
 * cancelled booking confirms nothing (decision 065).
 */
export async function bookingConfirmation(db: Executor, enquiryId: number, publicUrl: string): Promise<BookingConfirmation> {
  const [row] = await db
    .select({
      bookingId: bookings.id,
      enquiryId: bookings.enquiryId,
      source: bookings.source,
      amountPence: bookings.amountPence,
      eventDate: bookings.eventDate,
      bookedAt: bookings.createdAt,
      coupleName: enquiries.coupleName,
      coupleEmail: enquiries.coupleEmail,
      eventType: enquiries.eventType,
      guestCount: enquiries.guestCount,
      vendorId: vendors.id,
      vendorName: vendors.name,
      vendorLocation: vendors.location,
      vendorCity: vendors.city,
      quotePence: quotes.pricePence,
      quoteEvents: quotes.events,
      included: quotes.included,
    })
    .from(bookings)
    .innerJoin(enquiries, eq(enquiries.id, bookings.enquiryId))
    .innerJoin(vendors, eq(vendors.id, bookings.vendorId))
    .leftJoin(quotes, and(eq(quotes.id, bookings.quoteId), eq(quotes.enquiryId, bookings.enquiryId)))
    .where(and(eq(bookings.enquiryId, enquiryId), isNull(bookings.cancelledAt)))
    .limit(1);
  if (!row) throw new AppError("not_found", CONVERSATION_NOT_FOUND);
  return {
    bookingId: row.bookingId,
    reference: bookingReference(row.bookingId),
    enquiryId: row.enquiryId,
    couple: { name: row.coupleName, email: row.coupleEmail },
    vendor: {
      id: row.vendorId,
      name: row.vendorName,
      town: row.vendorLocation.trim() || row.vendorCity?.trim() || "",
      pageUrl: `${publicUrl}/vendor/${row.vendorId}`,
    },
    events: row.quoteEvents?.trim() || row.eventType,
    eventDate: row.eventDate,
    guestCount: row.guestCount,
    source: row.source === "outside" ? "outside" : "quote",
    amountPence: row.amountPence ?? row.quotePence,
    included: row.included?.trim() ? row.included : null,
    bookedAt: row.bookedAt,
  };
}

const BOOKED_AT_FORMAT = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/London",
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** A time in UK time whatever the server's zone: '1 June 2026, 13:00'. */
function formatBookedAt(at: Date): string {
  const parts = Object.fromEntries(BOOKED_AT_FORMAT.formatToParts(at).map((part) => [part.type, part.value]));
  return `${parts.day} ${parts.month} ${parts.year}, ${parts.hour}:${parts.minute}`;
}

/** The price line: '£1,250', or for a booking made outside the site 'Booked outside the site: £800' or without an amount. */
export function bookingPriceLine(details: Pick<BookingConfirmation, "source" | "amountPence">): string {
  if (details.source === "outside") {
    return details.amountPence === null ? "Booked outside the site (no amount recorded)" : `Booked outside the site: ${formatPrice(details.amountPence)}`;
  }
  return details.amountPence === null ? "Not recorded" : formatPrice(details.amountPence);
}

/** The closing note: the site takes no money, so what was paid is between the two parties. */
export const NO_PAYMENT_NOTE = `No payment is taken through ${SITE_NAME}: the price is paid to the vendor as you agree between you.`;

const BRAND = "#7d1c3b";
const INK = "#1f1f1f";
const MUTED = "#5c5c5c";
const MARGIN = 56;

/**
 * The confirmation as an A4 PDF: the site's name, 'Booking confirmation', the reference and when it was booked,
 * the couple (name, email), the vendor (name, town, public page link), the event(s), date ('Saturday 12 June
 * 2027'), guests, the price ({@link bookingPriceLine}), what is included, and {@link NO_PAYMENT_NOTE}. Text is
 * in the built-in Helvetica, passed through `toWinAnsi` (pdf-text.server.ts): characters outside WinAnsi are spelled in Latin
 * letters rather than printed wrong. Uncompressed when `options.compress` is false (for inspection).
 * Input: {@link BookingConfirmation}, the time it is made (default: the app clock; the PDF's creation date).
 * Output: the PDF's bytes. Rejects only if pdfkit fails. pdfkit is loaded on the first confirmation, not at start-up
 * (with its fonts and any-ascii's tables, about 7 MB of heap; decision 097; docs/deployment.md, "Memory per instance").
 */
export async function renderBookingConfirmationPdf(details: BookingConfirmation, at: Date = now(), options: { compress?: boolean } = {}): Promise<Uint8Array<ArrayBuffer>> {
  const [{ default: PDFDocument }, { toWinAnsi }] = await Promise.all([import("pdfkit"), import("~/modules/conversations/pdf-text.server")]);
  const title = `Booking confirmation ${details.reference}`;
  const doc = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    compress: options.compress ?? true,
    lang: "en-GB",
    displayTitle: true,
    info: { Title: title, Author: SITE_NAME, CreationDate: at, ModDate: at },
  });
  const done = new Promise<Uint8Array<ArrayBuffer>>((resolve, reject) => {
    const chunks: Uint8Array[] = [];
    doc.on("data", (chunk: Uint8Array) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  const width = doc.page.width - MARGIN * 2;

  doc.font("Helvetica-Bold").fontSize(13).fillColor(BRAND).text(SITE_NAME);
  doc.moveDown(0.6);
  doc.font("Helvetica-Bold").fontSize(24).fillColor(INK).text("Booking confirmation");
  doc.moveDown(0.3);
  doc.font("Helvetica").fontSize(11).fillColor(MUTED).text(`Booking reference ${details.reference} · Booked on ${formatBookedAt(details.bookedAt)}`);
  doc.moveDown(0.8);
  doc.moveTo(MARGIN, doc.y).lineTo(MARGIN + width, doc.y).lineWidth(1).strokeColor(BRAND).stroke();
  doc.moveDown(0.8);

  const heading = (label: string) => {
    doc.moveDown(0.6);
    doc.font("Helvetica-Bold").fontSize(13).fillColor(BRAND).text(label);
    doc.moveDown(0.2);
  };
  const field = (label: string, value: string, link?: string) => {
    doc.font("Helvetica-Bold").fontSize(11).fillColor(INK).text(`${label}: `, { continued: true });
    doc.font("Helvetica").fillColor(link ? BRAND : INK).text(toWinAnsi(value), link ? { link, underline: true } : {});
  };

  heading("The couple");
  field("Name", details.couple.name);
  field("Email", details.couple.email);

  heading("The vendor");
  field("Name", details.vendor.name);
  if (details.vendor.town) field("Town", details.vendor.town);
  field("Page", details.vendor.pageUrl, details.vendor.pageUrl);

  heading("The event");
  field("Event", details.events);
  field("Date", formatEventDate(details.eventDate));
  field("Guests", details.guestCount.toLocaleString("en-GB"));

  heading("Price");
  doc.font("Helvetica").fontSize(11).fillColor(INK).text(bookingPriceLine(details));

  heading("What is included");
  doc
    .font("Helvetica")
    .fontSize(11)
    .fillColor(INK)
    .text(details.included === null ? "Not recorded on the site: the booking was made outside it." : toWinAnsi(details.included), { width });

  doc.moveDown(1.5);
  doc.font("Helvetica-Oblique").fontSize(10).fillColor(MUTED).text(NO_PAYMENT_NOTE, { width });
  doc.end();
  return done;
}

/** A confirmation ready to send: its file name and bytes. */
export type BookingConfirmationFile = { filename: string; pdf: Uint8Array<ArrayBuffer> };

async function fileOf(db: Executor, head: ConversationHead, publicUrl: string, at: Date): Promise<BookingConfirmationFile> {
  if (head.bookingId === null) throw new AppError("not_found", CONVERSATION_NOT_FOUND);
  const details = await bookingConfirmation(db, head.enquiryId, publicUrl);
  return { filename: bookingConfirmationFilename(details.bookingId), pdf: await renderBookingConfirmationPdf(details, at) };
}

/**
 * The couple's download of their booking confirmation, through their private link. Input: executor, the token of
 * `/messages/{token}/booking.pdf`, the site's origin, the time. Output: {@link BookingConfirmationFile}
 * ('booking-B-000123.pdf'). Throws AppError `not_found` for a link that opens nothing (malformed, unknown,
 * revoked, an enquiry no longer delivered: {@link findCoupleConversation}) and for a conversation not booked.
 */
export async function coupleBookingConfirmation(db: Executor, token: string | undefined, publicUrl: string, at: Date = now()): Promise<BookingConfirmationFile> {
  return fileOf(db, await findCoupleConversation(db, token), publicUrl, at);
}

/**
 * The vendor's download of a booking confirmation from the portal. Input: executor, the signed-in user's id, the
 * conversation id from the URL, the site's origin, the time. Output: {@link BookingConfirmationFile}. Throws
 * AppError `not_found` for a conversation that is not of a listing this account owns
 * ({@link findVendorConversation}) and for a conversation not booked: the same answer, so ids cannot be probed.
 */
export async function vendorBookingConfirmation(
  db: Executor,
  userId: string,
  enquiryId: number,
  publicUrl: string,
  at: Date = now(),
): Promise<BookingConfirmationFile> {
  return fileOf(db, await findVendorConversation(db, userId, enquiryId), publicUrl, at);
}

/**
 * The HTTP answer carrying a confirmation: `application/pdf` as an attachment named after its reference, kept by
 * no cache, and sending no Referer from it (a couple's address holds their link's secret).
 * Input: {@link BookingConfirmationFile}. Output: a 200 Response.
 */
export function bookingConfirmationResponse(file: BookingConfirmationFile): Response {
  return new Response(file.pdf, {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${file.filename}"`,
      "Content-Length": String(file.pdf.byteLength),
      "Cache-Control": "no-store",
      "Referrer-Policy": "no-referrer",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
