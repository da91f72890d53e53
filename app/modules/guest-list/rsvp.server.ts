import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { guestInvitations, guests, households, weddingEvents, weddings } from "~/db/schema";
import { AppError } from "~/modules/errors/app-error";
import { eventLabel } from "~/modules/weddings/wedding-event-format";
import { answersClosedMessage, RSVP_MESSAGES, type RsvpGuestAnswer } from "~/modules/guest-list/rsvp-form";
import { hashRsvpToken, isWellFormedRsvpToken } from "~/modules/guest-list/rsvp-tokens.server";
import { rateLimitAddress } from "~/modules/http/client-ip.server";
import { consumeRateLimit } from "~/modules/rate-limits/rate-limit.server";
import type { RateLimitRule } from "~/modules/rate-limits/rate-limit-window";
import { now } from "~/modules/time/clock";
import { ukDay } from "~/modules/time/uk-dates";

// A household's RSVP page `/rsvp/{token}` (docs/product/couples-tools.md#guest-list-and-rsvp; decision 084): no
// account, the token is the key. It shows the household's own guests and the events they are invited to (label and
// date only), and takes their answers until the wedding's cut-off day has passed in the UK.

/** RSVP posts from one client address (IPv6 per /64): 20 per 15 minutes, room for a family answering on one network. */
export const RSVP_POST_LIMIT: RateLimitRule = { windowMs: 15 * 60 * 1000, max: 20 };

export type RsvpPage = {
  householdName: string;
  events: { id: number; label: string; eventDate: string }[];
  guests: { id: number; name: string; dietary: string | null; answers: Record<number, string | null> }[];
  rsvpCutoff: string | null;
  /** True once the cut-off day is over in the UK: answers are shown and no longer taken. */
  closed: boolean;
};

type FoundHousehold = { id: number; weddingId: number; name: string; rsvpCutoff: string | null };

/** The household a token opens; not_found for a malformed or unknown token, asked by its hash only. */
async function householdOfToken(db: Database, token: string | undefined): Promise<FoundHousehold> {
  if (!isWellFormedRsvpToken(token)) throw new AppError("not_found", RSVP_MESSAGES.notFound);
  const [row] = await db
    .select({ id: households.id, weddingId: households.weddingId, name: households.name, rsvpCutoff: weddings.rsvpCutoff })
    .from(households)
    .innerJoin(weddings, eq(weddings.id, households.weddingId))
    .where(eq(households.rsvpTokenHash, hashRsvpToken(token)));
  if (!row) throw new AppError("not_found", RSVP_MESSAGES.notFound);
  return row;
}

const isClosed = (cutoff: string | null, at: Date) => cutoff !== null && ukDay(at) > cutoff;

/**
 * What the RSVP page of `token` shows. Input: database, the token from the address, the time (default the app
 * clock). Output: {@link RsvpPage}: the household's guests by name with their answers per invited event, and only
 * the events one of them is invited to, by date. Throws `not_found` for a malformed or unknown token.
 */
export async function rsvpPageOf(db: Database, token: string | undefined, at: Date = now()): Promise<RsvpPage> {
  const household = await householdOfToken(db, token);
  const guestRows = await db
    .select({ id: guests.id, name: guests.name, dietary: guests.dietary })
    .from(guests)
    .where(eq(guests.householdId, household.id))
    .orderBy(asc(guests.createdAt), asc(guests.id));
  const invitations = guestRows.length
    ? await db
        .select({ guestId: guestInvitations.guestId, response: guestInvitations.response, eventId: weddingEvents.id, eventType: weddingEvents.eventType, customName: weddingEvents.customName, eventDate: weddingEvents.eventDate })
        .from(guestInvitations)
        .innerJoin(weddingEvents, eq(weddingEvents.id, guestInvitations.eventId))
        .where(inArray(guestInvitations.guestId, guestRows.map((guest) => guest.id)))
        .orderBy(asc(weddingEvents.eventDate), asc(weddingEvents.id))
    : [];
  const events = new Map<number, RsvpPage["events"][number]>();
  for (const row of invitations) events.set(row.eventId, { id: row.eventId, label: eventLabel(row), eventDate: row.eventDate });
  return {
    householdName: household.name,
    events: [...events.values()],
    guests: guestRows.map((guest) => ({
      ...guest,
      answers: Object.fromEntries(invitations.filter((row) => row.guestId === guest.id).map((row) => [row.eventId, row.response])),
    })),
    rsvpCutoff: household.rsvpCutoff,
    closed: isClosed(household.rsvpCutoff, at),
  };
}

/**
 * Counts one RSVP post from `ip`. Throws `rate_limited` (429, `retryAfterSeconds`) past {@link RSVP_POST_LIMIT}.
 */
export async function checkRsvpPostAllowed(db: Database, ip: string, at: Date = now()): Promise<void> {
  const decision = await consumeRateLimit(db, `rsvp-post:ip:${rateLimitAddress(ip)}`, RSVP_POST_LIMIT, at);
  if (!decision.allowed) throw new AppError("rate_limited", RSVP_MESSAGES.tooMany(decision.retryAfterSeconds), { retryAfterSeconds: decision.retryAfterSeconds });
}

/**
 * Saves a household's answers. Input: database, the token, the answers (guest id, dietary need, answer per
 * event), the time. Output: resolves when every answer is saved, in one transaction. Throws `not_found` for an
 * unknown token, or for a guest or event the household's invitations do not hold (another household's guest
 * included): nothing changes; `forbidden` with the closing message once the cut-off day has passed.
 */
export async function answerRsvp(db: Database, token: string | undefined, answers: readonly RsvpGuestAnswer[], at: Date = now()): Promise<void> {
  const household = await householdOfToken(db, token);
  if (isClosed(household.rsvpCutoff, at)) throw new AppError("forbidden", answersClosedMessage(household.rsvpCutoff!));
  const invitations = answers.flatMap((answer) => [...answer.responses].map(([eventId, response]) => ({ guestId: answer.guestId, eventId, response })));
  // Three statements whatever the household's size: a family of six invited to ten events was sixty round trips.
  await db.transaction(async (tx) => {
    const guestIds = answers.map((answer) => answer.guestId);
    const own = guestIds.length === 0 ? [] : await tx.select({ id: guests.id }).from(guests).where(and(eq(guests.householdId, household.id), inArray(guests.id, guestIds)));
    if (own.length !== new Set(guestIds).size) throw new AppError("not_found", RSVP_MESSAGES.notFound);
    if (answers.length > 0) {
      const dietary = sql.join(answers.map((answer) => sql`(${answer.guestId}::int, ${answer.dietary}::text)`), sql`, `);
      await tx.execute(sql`update ${guests} set dietary = v.dietary from (values ${dietary}) as v(id, dietary) where ${guests.id} = v.id and ${guests.householdId} = ${household.id}`);
    }
    if (invitations.length === 0) return;
    const rows = sql.join(invitations.map((one) => sql`(${one.guestId}::int, ${one.eventId}::int, ${one.response}::text)`), sql`, `);
    const updated = await tx
      .update(guestInvitations)
      .set({ response: sql`v.response`, respondedAt: at })
      .from(sql`(values ${rows}) as v(guest_id, event_id, response)`)
      .where(and(sql`${guestInvitations.guestId} = v.guest_id`, sql`${guestInvitations.eventId} = v.event_id`))
      .returning({ guestId: guestInvitations.guestId });
    if (updated.length !== invitations.length) throw new AppError("not_found", RSVP_MESSAGES.notFound);
  });
}

/** The invitations a household's form must answer, from its page: guest id → invited event ids. */
export function expectedAnswers(page: RsvpPage): Map<number, number[]> {
  return new Map(page.guests.map((guest) => [guest.id, Object.keys(guest.answers).map(Number)]));
}
