import { and, eq, isNotNull, isNull, lte, or } from "drizzle-orm";
import { getConfig } from "~/config.server";
import type { Database } from "~/db/client.server";
import { guests, households } from "~/db/schema";
import { AppError } from "~/modules/errors/app-error";
import { GUEST_MESSAGES } from "~/modules/guest-list/guest-rules";
import { rsvpUrl } from "~/modules/guest-list/rsvp-tokens.server";
import { sendMail } from "~/modules/mail/send-mail.server";
import { guestRsvpMessage } from "~/modules/mail/templates";
import { consumeRateLimit } from "~/modules/rate-limits/rate-limit.server";
import type { RateLimitRule } from "~/modules/rate-limits/rate-limit-window";
import { now } from "~/modules/time/clock";
import { findWeddingId } from "~/modules/weddings/wedding-access.server";

// 'Email RSVP links' (docs/product/couples-tools.md#guest-list-and-rsvp; decision 084): each household with a
// guest's email gets its link through the mail queue, at most once per 24 hours, and a wedding may send at most
// RSVP_MAIL_LIMITS.perWedding rounds a day, so the button cannot be used to flood guests' inboxes.

const DAY_MS = 24 * 60 * 60 * 1000;

export const RSVP_MAIL_LIMITS = {
  /** A household is mailed again only after this long (ms). */
  perHouseholdMs: DAY_MS,
  /** Presses of 'Email RSVP links' per wedding per day. */
  perWedding: { windowMs: DAY_MS, max: 5 } satisfies RateLimitRule,
} as const;

/**
 * Emails every due household of the couple's wedding its RSVP link: one mail per distinct guest address of the
 * household, then `rsvp_mailed_at` set. Input: database, the couple's user id, the time. Output: `{ households,
 * mails }` counts. Throws `rate_limited` past {@link RSVP_MAIL_LIMITS}.perWedding; `invalid` with
 * GUEST_MESSAGES.mailedNone when no household is due (none with an email, or all mailed in the last 24 hours).
 */
export async function mailRsvpLinks(db: Database, userId: string, at: Date = now()): Promise<{ households: number; mails: number }> {
  const weddingId = await findWeddingId(db, userId);
  if (weddingId === undefined) throw new AppError("invalid", GUEST_MESSAGES.mailedNone);
  const due = await db
    .select({ id: households.id, name: households.name, salt: households.rsvpSalt, email: guests.email })
    .from(households)
    .innerJoin(guests, eq(guests.householdId, households.id))
    .where(
      and(
        eq(households.weddingId, weddingId),
        isNotNull(guests.email),
        or(isNull(households.rsvpMailedAt), lte(households.rsvpMailedAt, new Date(at.getTime() - RSVP_MAIL_LIMITS.perHouseholdMs))),
      ),
    );
  if (due.length === 0) throw new AppError("invalid", GUEST_MESSAGES.mailedNone);
  const decision = await consumeRateLimit(db, `rsvp-mail:wedding:${weddingId}`, RSVP_MAIL_LIMITS.perWedding, at);
  if (!decision.allowed) throw new AppError("rate_limited", GUEST_MESSAGES.mailLimit, { retryAfterSeconds: decision.retryAfterSeconds });
  const { publicUrl, supportEmail } = getConfig();
  const byHousehold = new Map<number, { name: string; salt: string; emails: Set<string> }>();
  for (const row of due) {
    const entry = byHousehold.get(row.id) ?? { name: row.name, salt: row.salt, emails: new Set<string>() };
    entry.emails.add(row.email!.toLowerCase());
    byHousehold.set(row.id, entry);
  }
  let mails = 0;
  for (const [householdId, household] of byHousehold) {
    // Marked first: a second press while these mails go out finds the household already mailed.
    const claimed = await db
      .update(households)
      .set({ rsvpMailedAt: at })
      .where(and(eq(households.id, householdId), or(isNull(households.rsvpMailedAt), lte(households.rsvpMailedAt, new Date(at.getTime() - RSVP_MAIL_LIMITS.perHouseholdMs)))))
      .returning({ id: households.id });
    if (claimed.length === 0) continue;
    const url = rsvpUrl(household.salt, publicUrl);
    for (const to of household.emails) {
      await sendMail(guestRsvpMessage({ to, householdName: household.name, url, supportEmail }));
      mails += 1;
    }
  }
  return { households: byHousehold.size, mails };
}
