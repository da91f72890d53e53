import { randomBytes } from "node:crypto";
import { and, asc, eq, gte, isNull, sql } from "drizzle-orm";
import ICAL from "ical.js";
import type { Executor } from "~/db/client.server";
import { bookings, enquiries, vendorBlockedDates, vendorCalendars, vendors } from "~/db/schema";
import { now } from "~/modules/time/clock";
import { shiftDay, ukDay } from "~/modules/time/uk-dates";

// A vendor's private calendar feed (docs/product/vendor-journey-and-portal.md#calendar-sync; decision 066): their live
// bookings and blocked days, as all-day events, at /calendar/{token}.ics. The token is the only key, 32 random bytes;
// it is kept as given so the card can show the address again, and 'Make a new address' replaces it. A booking
// names its event type, never the couple: the feed ends up in calendar apps the site does not control.

/** The text before the token in the feed's path, and after it. */
export const EXPORT_PATH_PREFIX = "/calendar/";
export const EXPORT_PATH_SUFFIX = ".ics";

/** The feed reaches this far back, in days, so a calendar app keeps recent weeks; everything ahead is included. */
export const EXPORT_PAST_DAYS = 90;

const SITE_NAME = "Shaadi Vendors UK";
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** A new export token: 32 random bytes, base64url (43 characters). */
export function newExportToken(): string {
  return randomBytes(32).toString("base64url");
}

/** The feed's path for a token: `/calendar/{token}.ics`. */
export function exportPathOf(token: string): string {
  return `${EXPORT_PATH_PREFIX}${token}${EXPORT_PATH_SUFFIX}`;
}

/** The token in a requested file name (`{token}.ics`), or undefined when it cannot be one. */
export function tokenOfFileName(fileName: string): string | undefined {
  if (!fileName.endsWith(EXPORT_PATH_SUFFIX)) return undefined;
  const token = fileName.slice(0, -EXPORT_PATH_SUFFIX.length);
  return TOKEN_PATTERN.test(token) ? token : undefined;
}

type DayEvent = { uid: string; day: string; summary: string };

function allDayEvent(event: DayEvent, stamp: InstanceType<typeof ICAL.Time>): InstanceType<typeof ICAL.Component> {
  const vevent = new ICAL.Component("vevent");
  vevent.updatePropertyWithValue("uid", event.uid);
  vevent.updatePropertyWithValue("dtstamp", stamp);
  vevent.updatePropertyWithValue("dtstart", ICAL.Time.fromDateString(event.day));
  vevent.updatePropertyWithValue("dtend", ICAL.Time.fromDateString(shiftDay(event.day, { days: 1 })));
  vevent.updatePropertyWithValue("summary", event.summary);
  vevent.updatePropertyWithValue("transp", "OPAQUE");
  return vevent;
}

/**
 * The iCalendar text of the vendor's feed (docs/product/vendor-journey-and-portal.md#calendar-sync): one all-day
 * event per live booking ('Booked: Mehndi', the enquiry's event type) and one per blocked day, whatever blocked it
 * ('Unavailable'), from {@link EXPORT_PAST_DAYS} days before today (UK) on. UIDs are stable (booking id, day), so
 * calendar apps update rather than duplicate. Input: executor, token as requested, the time (default the app
 * clock). Output: `{ vendorId, text }`, or undefined when no vendor has the token. Throws the driver's error.
 */
export async function exportCalendar(db: Executor, token: string, at: Date = now()): Promise<{ vendorId: number; text: string } | undefined> {
  if (!TOKEN_PATTERN.test(token)) return undefined;
  const [owner] = await db
    .select({ vendorId: vendorCalendars.vendorId, name: vendors.name })
    .from(vendorCalendars)
    .innerJoin(vendors, eq(vendors.id, vendorCalendars.vendorId))
    .where(eq(vendorCalendars.exportToken, token));
  if (!owner) return undefined;
  const from = shiftDay(ukDay(at), { days: -EXPORT_PAST_DAYS });
  const booked = await db
    .select({ id: bookings.id, day: bookings.eventDate, eventType: enquiries.eventType })
    .from(bookings)
    .innerJoin(enquiries, eq(enquiries.id, bookings.enquiryId))
    .where(and(eq(bookings.vendorId, owner.vendorId), isNull(bookings.cancelledAt), gte(bookings.eventDate, from)))
    .orderBy(asc(bookings.eventDate), asc(bookings.id));
  const blocked = await db
    .selectDistinct({ day: vendorBlockedDates.day })
    .from(vendorBlockedDates)
    .where(and(eq(vendorBlockedDates.vendorId, owner.vendorId), gte(vendorBlockedDates.day, from)))
    .orderBy(asc(vendorBlockedDates.day));

  const calendar = new ICAL.Component("vcalendar");
  calendar.updatePropertyWithValue("prodid", `-//${SITE_NAME}//Calendar//EN`);
  calendar.updatePropertyWithValue("version", "2.0");
  calendar.updatePropertyWithValue("calscale", "GREGORIAN");
  calendar.updatePropertyWithValue("method", "PUBLISH");
  calendar.updatePropertyWithValue("x-wr-calname", `${owner.name} (${SITE_NAME})`);
  calendar.updatePropertyWithValue("x-wr-timezone", "Europe/London");
  const stamp = ICAL.Time.fromJSDate(at, true);
  for (const booking of booked) {
    calendar.addSubcomponent(allDayEvent({ uid: `booking-${booking.id}@shaadi-vendors`, day: booking.day, summary: `Booked: ${booking.eventType}` }, stamp));
  }
  for (const { day } of blocked) {
    calendar.addSubcomponent(allDayEvent({ uid: `unavailable-${day}@shaadi-vendors`, day, summary: "Unavailable" }, stamp));
  }
  return { vendorId: owner.vendorId, text: calendar.toString() };
}

/**
 * The vendor's export token, made (and kept) the first time it is asked for. Input: executor, vendor id. Output:
 * the token. Throws the driver's error (a foreign-key failure for a vendor that does not exist).
 */
export async function ensureExportToken(db: Executor, vendorId: number): Promise<string> {
  const [stored] = await db.select({ token: vendorCalendars.exportToken }).from(vendorCalendars).where(eq(vendorCalendars.vendorId, vendorId));
  if (stored?.token) return stored.token;
  const [row] = await db
    .insert(vendorCalendars)
    .values({ vendorId, exportToken: newExportToken() })
    .onConflictDoUpdate({ target: vendorCalendars.vendorId, set: { exportToken: sql`coalesce(${vendorCalendars.exportToken}, excluded.export_token)` } })
    .returning({ token: vendorCalendars.exportToken });
  return row!.token!;
}

/**
 * Replaces the vendor's export token ('Make a new address'): the old address answers 404 from now on. Input:
 * executor, vendor id, the time. Output: the new token. Throws the driver's error.
 */
export async function renewExportToken(db: Executor, vendorId: number, at: Date = now()): Promise<string> {
  const token = newExportToken();
  await db
    .insert(vendorCalendars)
    .values({ vendorId, exportToken: token, updatedAt: at })
    .onConflictDoUpdate({ target: vendorCalendars.vendorId, set: { exportToken: token, updatedAt: at } });
  return token;
}
