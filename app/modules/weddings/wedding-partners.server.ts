import { and, asc, count, desc, eq, isNull, ne } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { budgetLines, households, PLANNER_LIMITS, users, weddingEvents, weddingInvitations, weddingMembers, weddings, weddingTasks } from "~/db/schema";
import { COUPLE_ROLE, roleOf } from "~/modules/accounts/auth.server";
import { AppError } from "~/modules/errors/app-error";
import type { MailSender } from "~/modules/mail/mail-message";
import { partnerInvitationMessage } from "~/modules/mail/templates";
import { consumeRateLimit } from "~/modules/rate-limits/rate-limit.server";
import type { RateLimitRule } from "~/modules/rate-limits/rate-limit-window";
import { now } from "~/modules/time/clock";
import { findWeddingId, weddingIdOf } from "~/modules/weddings/wedding-access.server";
import { PARTNER_MESSAGES } from "~/modules/weddings/wedding-partner-form";

// The wedding's two members (docs/product/couples-tools.md#partner; decision 083): a couple invites their partner by
// email; signing in to the planner with that address joins the wedding with the same rights. An account whose own
// planner already holds something is asked first ('Join'), since joining leaves that planner behind.

const HOUR = 60 * 60 * 1000;

/**
 * How often invitations may be sent (decision 083): 5 a day from one couple's account, 3 a day to one address, so
 * the planner cannot be used to fill a stranger's inbox.
 */
export const PARTNER_INVITATION_LIMITS = {
  perAccount: { windowMs: 24 * HOUR, max: 5 },
  perEmail: { windowMs: 24 * HOUR, max: 3 },
} satisfies Record<string, RateLimitRule>;

/** What the planner shows of its members and invitations. */
export type WeddingPartners = {
  /** The wedding's members, the oldest first; `you` marks the session's couple. */
  members: { userId: string; email: string; you: boolean }[];
  /** Invitations the wedding sent that are still waiting. */
  invitations: { id: number; email: string }[];
  /** Invitations to the couple's own address they have not taken (their own planner holds something). */
  offers: { id: number; invitedBy: string | null }[];
};

/**
 * The members of the couple's wedding, its waiting invitations and the invitations waiting for the couple's address.
 * Input: database, the couple's user id. Output: {@link WeddingPartners}, all empty lists before the first
 * planner write and without invitations. Throws only when the database fails.
 */
export async function weddingPartnersOf(db: Database, userId: string): Promise<WeddingPartners> {
  const [[account], weddingId] = await Promise.all([db.select({ email: users.email }).from(users).where(eq(users.id, userId)), findWeddingId(db, userId)]);
  const email = account?.email ?? "";
  const offered = db
    .select({ id: weddingInvitations.id, invitedBy: users.email })
    .from(weddingInvitations)
    .leftJoin(users, eq(users.id, weddingInvitations.invitedByUserId))
    .where(and(eq(weddingInvitations.email, email.toLowerCase()), isNull(weddingInvitations.acceptedAt), weddingId === undefined ? undefined : ne(weddingInvitations.weddingId, weddingId)))
    .orderBy(desc(weddingInvitations.id));
  if (weddingId === undefined) return { members: [], invitations: [], offers: await offered };
  const [members, invitations, offers] = await Promise.all([
    db
      .select({ userId: weddingMembers.userId, email: users.email })
      .from(weddingMembers)
      .innerJoin(users, eq(users.id, weddingMembers.userId))
      .where(eq(weddingMembers.weddingId, weddingId))
      .orderBy(asc(weddingMembers.joinedAt)),
    db
      .select({ id: weddingInvitations.id, email: weddingInvitations.email })
      .from(weddingInvitations)
      .where(and(eq(weddingInvitations.weddingId, weddingId), isNull(weddingInvitations.acceptedAt)))
      .orderBy(asc(weddingInvitations.id)),
    offered,
  ]);
  return { members: members.map((member) => ({ ...member, you: member.userId === userId })), invitations, offers };
}

async function checkInvitationAllowed(db: Database, userId: string, email: string): Promise<void> {
  for (const [key, rule] of [
    [`partner-invite:user:${userId}`, PARTNER_INVITATION_LIMITS.perAccount],
    [`partner-invite:email:${email}`, PARTNER_INVITATION_LIMITS.perEmail],
  ] as const) {
    const decision = await consumeRateLimit(db, key, rule);
    if (!decision.allowed) throw new AppError("rate_limited", PARTNER_MESSAGES.tooMany(decision.retryAfterSeconds), { retryAfterSeconds: decision.retryAfterSeconds });
  }
}

/** Locks a wedding's row for the rest of the transaction and counts its members and waiting invitations. */
async function lockedCounts(tx: Pick<Database, "select">, weddingId: number) {
  await tx.select({ id: weddings.id }).from(weddings).where(eq(weddings.id, weddingId)).for("update");
  const [[members], [waiting]] = await Promise.all([
    tx.select({ n: count() }).from(weddingMembers).where(eq(weddingMembers.weddingId, weddingId)),
    tx.select({ n: count() }).from(weddingInvitations).where(and(eq(weddingInvitations.weddingId, weddingId), isNull(weddingInvitations.acceptedAt))),
  ]);
  return { members: members?.n ?? 0, waiting: waiting?.n ?? 0 };
}

/**
 * Invites the couple's partner to their wedding (docs/product/couples-tools.md#partner), beginning the wedding if
 * needed, and mails them through the mail queue who invited them and a link to /planner. An address of a vendor's
 * or an admin's account gets the same answer and a waiting invitation, but no mail, and can never take it.
 * Input: database, `{ sendMail, publicUrl, supportEmail }`, `{ userId, inviterEmail, email }` (the email checked by
 * `partnerInvitationSchema`). Output: resolves once stored and queued. Throws AppError `rate_limited` past
 * {@link PARTNER_INVITATION_LIMITS}; `invalid` (field `email`) for the couple's own address; `conflict` when the
 * wedding has its two members (PLANNER_LIMITS.members) or an invitation is already waiting.
 */
export async function inviteWeddingPartner(
  db: Database,
  deps: { sendMail: MailSender; publicUrl: string; supportEmail: string },
  input: { userId: string; inviterEmail: string; email: string },
): Promise<void> {
  const email = input.email.trim().toLowerCase();
  if (email === input.inviterEmail.toLowerCase()) throw new AppError("invalid", PARTNER_MESSAGES.ownAddress, { fieldErrors: { email: PARTNER_MESSAGES.ownAddress } });
  await checkInvitationAllowed(db, input.userId, email);
  const weddingId = await weddingIdOf(db, input.userId);
  await db.transaction(async (tx) => {
    const held = await lockedCounts(tx, weddingId);
    if (held.members >= PLANNER_LIMITS.members) throw new AppError("conflict", PARTNER_MESSAGES.full);
    if (held.waiting > 0) throw new AppError("conflict", PARTNER_MESSAGES.alreadyInvited);
    // A removed partner's old, accepted invitation gives way to the new one.
    await tx.delete(weddingInvitations).where(and(eq(weddingInvitations.weddingId, weddingId), eq(weddingInvitations.email, email)));
    await tx.insert(weddingInvitations).values({ weddingId, email, invitedByUserId: input.userId, createdAt: now() });
  });
  const [account] = await db.select({ role: users.role }).from(users).where(eq(users.email, email)).limit(1);
  if (account && roleOf(account.role) !== COUPLE_ROLE) return;
  const url = new URL("/planner", deps.publicUrl).toString();
  await deps.sendMail(partnerInvitationMessage({ to: email, invitedBy: input.inviterEmail, url, supportEmail: deps.supportEmail }));
}

/**
 * Cancels one of the wedding's waiting invitations. Input: database, the couple's user id, the invitation id as
 * sent. Output: nothing. Throws AppError `not_found` when it is not a waiting invitation of their wedding, changing
 * nothing.
 */
export async function cancelWeddingInvitation(db: Database, userId: string, invitationId: number): Promise<void> {
  const weddingId = await findWeddingId(db, userId);
  const removed =
    weddingId === undefined
      ? []
      : await db
          .delete(weddingInvitations)
          .where(and(eq(weddingInvitations.id, invitationId), eq(weddingInvitations.weddingId, weddingId), isNull(weddingInvitations.acceptedAt)))
          .returning({ id: weddingInvitations.id });
  if (removed.length === 0) throw new AppError("not_found", PARTNER_MESSAGES.invitationGone);
}

/**
 * Removes the other member from the couple's wedding (docs/product/couples-tools.md#partner): they keep their
 * account and find an empty planner; their invitation goes too, so they may be invited again. Input: database, the
 * couple's user id, the other member's user id as sent. Output: nothing. Throws AppError `not_found` when that id
 * is not another member of their wedding, changing nothing.
 */
export async function removeWeddingMember(db: Database, userId: string, memberUserId: string): Promise<void> {
  const weddingId = await findWeddingId(db, userId);
  if (weddingId === undefined || memberUserId === userId) throw new AppError("not_found", PARTNER_MESSAGES.memberGone);
  await db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(weddingMembers)
      .where(and(eq(weddingMembers.weddingId, weddingId), eq(weddingMembers.userId, memberUserId)))
      .returning({ userId: weddingMembers.userId });
    if (!removed) throw new AppError("not_found", PARTNER_MESSAGES.memberGone);
    const [member] = await tx.select({ email: users.email }).from(users).where(eq(users.id, memberUserId));
    if (member) await tx.delete(weddingInvitations).where(and(eq(weddingInvitations.weddingId, weddingId), eq(weddingInvitations.email, member.email.toLowerCase())));
  });
}

/** Whether a wedding holds nothing yet: no events, households, budget lines or tasks, no budget and no cutoff. */
async function isEmptyWedding(db: Pick<Database, "select">, weddingId: number): Promise<boolean> {
  const [wedding] = await db.select({ budget: weddings.totalBudgetPence, cutoff: weddings.rsvpCutoff }).from(weddings).where(eq(weddings.id, weddingId));
  if (!wedding || wedding.budget !== null || wedding.cutoff !== null) return false;
  const counts = await Promise.all(
    [weddingEvents, households, budgetLines, weddingTasks].map(async (table) => (await db.select({ n: count() }).from(table).where(eq(table.weddingId, weddingId)))[0]?.n ?? 0),
  );
  return counts.every((n) => n === 0);
}

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** Moves the account into the invitation's wedding: leaves its own (removed when no member is left) and joins. */
async function moveInto(tx: Transaction, userId: string, invitation: { id: number; weddingId: number }): Promise<boolean> {
  const held = await lockedCounts(tx, invitation.weddingId);
  if (held.members >= PLANNER_LIMITS.members) return false;
  const [left] = await tx.delete(weddingMembers).where(eq(weddingMembers.userId, userId)).returning({ weddingId: weddingMembers.weddingId });
  if (left) {
    const [rest] = await tx.select({ n: count() }).from(weddingMembers).where(eq(weddingMembers.weddingId, left.weddingId));
    if ((rest?.n ?? 0) === 0) await tx.delete(weddings).where(eq(weddings.id, left.weddingId));
  }
  await tx.insert(weddingMembers).values({ weddingId: invitation.weddingId, userId, joinedAt: now() });
  await tx.update(weddingInvitations).set({ acceptedAt: now() }).where(eq(weddingInvitations.id, invitation.id));
  return true;
}

/**
 * Takes the invitations waiting for a couple's address when they sign in (docs/product/couples-tools.md#partner;
 * decision 083): the newest one whose wedding has room is joined at once when the couple has no wedding of their own,
 * or only one that holds nothing and has no other member (it is removed). Otherwise nothing changes and the planner
 * offers 'Join'. Called by the sign-in of a couple's account only, so a vendor's or admin's address never joins.
 * Input: database, the couple's user id, their email. Output: the wedding id joined, or undefined. Throws only when
 * the database fails.
 */
export async function acceptWeddingInvitations(db: Database, userId: string, email: string): Promise<number | undefined> {
  const waiting = await db
    .select({ id: weddingInvitations.id, weddingId: weddingInvitations.weddingId })
    .from(weddingInvitations)
    .where(and(eq(weddingInvitations.email, email.toLowerCase()), isNull(weddingInvitations.acceptedAt)))
    .orderBy(desc(weddingInvitations.id));
  if (waiting.length === 0) return undefined;
  const own = await findWeddingId(db, userId);
  if (own !== undefined) {
    const [others] = await db.select({ n: count() }).from(weddingMembers).where(and(eq(weddingMembers.weddingId, own), ne(weddingMembers.userId, userId)));
    if ((others?.n ?? 0) > 0 || !(await isEmptyWedding(db, own))) return undefined;
  }
  for (const invitation of waiting) {
    if (invitation.weddingId === own) continue;
    if (await db.transaction((tx) => moveInto(tx, userId, invitation))) return invitation.weddingId;
  }
  return undefined;
}

/**
 * Joins the wedding of an invitation to the couple's address after they chose 'Join' (their own planner held
 * something): they leave their own wedding, which is removed with everything in it when no other member is left.
 * Input: database, the couple's user id and email, the invitation id as sent. Output: nothing. Throws AppError
 * `not_found` when it is not a waiting invitation to their address; `conflict` when that wedding has its two members.
 */
export async function joinWedding(db: Database, userId: string, email: string, invitationId: number): Promise<void> {
  const [invitation] = await db
    .select({ id: weddingInvitations.id, weddingId: weddingInvitations.weddingId })
    .from(weddingInvitations)
    .where(and(eq(weddingInvitations.id, invitationId), eq(weddingInvitations.email, email.toLowerCase()), isNull(weddingInvitations.acceptedAt)));
  if (!invitation) throw new AppError("not_found", PARTNER_MESSAGES.invitationGone);
  const joined = await db.transaction((tx) => moveInto(tx, userId, invitation));
  if (!joined) throw new AppError("conflict", PARTNER_MESSAGES.full);
}
