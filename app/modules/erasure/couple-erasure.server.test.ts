import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { enquiries, guests, reviewPhotos, reviews, users, weddingEvents, weddingInvitations, weddingMembers, weddings } from "~/db/schema";
import { statementRows } from "~/db/statement-rows.server";
import { createAuth, type Auth } from "~/modules/accounts/auth.server";
import { eraseCoupleAccount } from "~/modules/erasure/couple-erasure.server";
import type { MailMessage } from "~/modules/mail/mail-message";
import { FORMER_ENQUIRER } from "~/modules/retention/retention-schedule";
import { getStorage } from "~/modules/storage/storage.server";
import { createCoupleAccount } from "../../../tests/support/couple-account";
import { fillCoupleAccount } from "../../../tests/support/couple-erasure";
import { columnsHolding } from "../../../tests/support/personal-data-scan";
import { createPortalVendor, type PortalVendor } from "../../../tests/support/portal-vendor";
import { createReview } from "../../../tests/support/review-factories";
import { useTemporaryLocalStorage } from "../../../tests/support/temporary-storage";
import { testAuthConfig } from "../../../tests/support/test-auth";
import { describeEachDatabase } from "../../../tests/support/test-database";
import { addPartner } from "../../../tests/support/wedding-planner";

// docs/product/couples-tools.md#delete-account, decision 092: one transaction (all or nothing), and a wedding shared
// with a partner stays theirs.

const PUBLIC_URL = "https://shaadi.example";

/** The number of rows of every table, to show that nothing at all changed. */
async function rowCounts(db: Database): Promise<Record<string, number>> {
  const tables = statementRows<{ name: string }>(
    await db.execute(sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`),
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) counts[name] = statementRows<{ n: number }>(await db.execute(sql`select count(*)::int as n from ${sql.identifier(name)}`))[0]!.n;
  return counts;
}

/** Stores a few bytes as a review photo upload would (`reviews/photo-<uuid>.webp`). Output: the URL a row keeps. */
async function putReviewPhoto(): Promise<string> {
  return (await getStorage().put(`reviews/photo-${randomUUID()}.webp`, new Uint8Array([82, 73, 70, 70]), "image/webp")).url;
}

const keyOf = (url: string) => url.replace("/media/uploads/", "");

describeEachDatabase("erasing a couple's account", (getDb) => {
  const storage = useTemporaryLocalStorage();
  let auth: Auth;
  const sent: MailMessage[] = [];
  let vendor: PortalVendor;
  beforeAll(async () => {
    auth = createAuth(getDb(), { config: testAuthConfig(PUBLIC_URL), sendMail: async (message) => void sent.push(message) });
    vendor = await createPortalVendor(getDb(), auth, { publicUrl: PUBLIC_URL, active: true });
  });

  it("changes nothing at all when it fails half way, after the conversations were anonymised", async () => {
    const db = getDb();
    const couple = await createCoupleAccount(db, auth, sent);
    const filled = await fillCoupleAccount(db, couple, vendor.vendorId, PUBLIC_URL);
    const counts = await rowCounts(db);
    const holding = await columnsHolding(db, filled.needles);
    expect(holding).toEqual(expect.arrayContaining(["public.users.email", "public.enquiries.couple_name", "public.guests.name"]));

    let halfWay: string | undefined;
    await expect(
      eraseCoupleAccount(db, couple.userId, {
        deleteReviews: true,
        afterAnonymise: async (tx) => {
          halfWay = (await tx.select({ name: enquiries.coupleName }).from(enquiries).where(eq(enquiries.id, filled.enquiryId)))[0]?.name;
          throw new Error("The process stopped");
        },
      }),
    ).rejects.toThrow("The process stopped");
    expect(halfWay).toBe(FORMER_ENQUIRER);
    expect(await rowCounts(db)).toEqual(counts);
    expect(await columnsHolding(db, filled.needles)).toEqual(holding);
    expect((await db.select({ name: enquiries.coupleName }).from(enquiries).where(eq(enquiries.id, filled.enquiryId)))[0]!.name).not.toBe(FORMER_ENQUIRER);
  });

  it("deletes the photo files of the reviews it deletes once it has committed, and no other file", async () => {
    const db = getDb();
    const couple = await createCoupleAccount(db, auth, sent);
    const filled = await fillCoupleAccount(db, couple, vendor.vendorId, PUBLIC_URL);
    const own = [await putReviewPhoto(), await putReviewPhoto()];
    const othersPhoto = await putReviewPhoto();
    const catalogue = (await getStorage().put(`demo/review-${randomUUID()}.webp`, new Uint8Array([1]), "image/webp")).url;
    const other = await createReview(db, vendor.vendorId);
    await db.insert(reviewPhotos).values([
      ...[...own, catalogue, "/images/demo/x.webp"].map((imageUrl, sortOrder) => ({ reviewId: filled.reviewId, imageUrl, sortOrder })),
      { reviewId: other.id, imageUrl: othersPhoto },
    ]);
    const before = await storage.storedFiles();
    expect(before).toEqual(expect.arrayContaining([...own, othersPhoto, catalogue].map(keyOf)));

    const stop = async () => {
      throw new Error("The process stopped");
    };
    await expect(eraseCoupleAccount(db, couple.userId, { deleteReviews: true, afterAnonymise: stop })).rejects.toThrow("The process stopped");
    expect(await storage.storedFiles()).toEqual(before);
    expect(await db.select({ id: reviewPhotos.id }).from(reviewPhotos).where(eq(reviewPhotos.reviewId, filled.reviewId))).toHaveLength(4);

    expect(await eraseCoupleAccount(db, couple.userId, { deleteReviews: true })).toMatchObject({ reviewsDeleted: 1 });
    expect(await db.select().from(reviews).where(eq(reviews.id, filled.reviewId))).toEqual([]);
    expect(await storage.storedFiles()).toEqual(before.filter((key) => !own.map(keyOf).includes(key)));
    for (const url of own) expect(await getStorage().get!(keyOf(url))).toBeUndefined();
    expect(await getStorage().get!(keyOf(othersPhoto))).toBeDefined();
  });

  it("leaves a shared wedding, with its events and guests, to the partner", async () => {
    const db = getDb();
    const couple = await createCoupleAccount(db, auth, sent);
    const filled = await fillCoupleAccount(db, couple, vendor.vendorId, PUBLIC_URL);
    // A kept review keeps its photo.
    const keptPhoto = await putReviewPhoto();
    await db.insert(reviewPhotos).values({ reviewId: filled.reviewId, imageUrl: keptPhoto });
    const partnerId = await addPartner(db, filled.weddingId);
    await db.insert(weddingInvitations).values({ weddingId: filled.weddingId, email: "third-guest-planner@example.test", invitedByUserId: couple.userId });

    const erased = await eraseCoupleAccount(db, couple.userId, { deleteReviews: false });
    expect(erased).toMatchObject({ weddingDeleted: false, conversations: 1, reviewsKept: 1, reviewsDeleted: 0 });
    expect(await db.select({ id: weddings.id }).from(weddings).where(eq(weddings.id, filled.weddingId))).toHaveLength(1);
    expect(await db.select({ userId: weddingMembers.userId }).from(weddingMembers).where(eq(weddingMembers.weddingId, filled.weddingId))).toEqual([{ userId: partnerId }]);
    expect(await db.select({ id: weddingEvents.id }).from(weddingEvents).where(eq(weddingEvents.weddingId, filled.weddingId))).toEqual([{ id: filled.eventId }]);
    expect(await db.select({ id: guests.id }).from(guests).where(eq(guests.weddingId, filled.weddingId))).toHaveLength(1);
    expect(await db.select().from(weddingInvitations).where(eq(weddingInvitations.weddingId, filled.weddingId))).toEqual([]);
    expect(await db.select().from(users).where(eq(users.id, couple.userId))).toEqual([]);
    expect(await storage.storedFiles()).toContain(keyOf(keptPhoto));
    // The partner's own guest list keeps what they share; the couple's own name, email and messages are gone.
    const ownNeedles = filled.needles.filter((needle) => !/^(Ottoline|sesame|Fairweather)/.test(needle));
    expect(await columnsHolding(db, ownNeedles)).toEqual([]);
  });

  it("refuses an account that is gone or is not a couple's, changing nothing", async () => {
    await expect(eraseCoupleAccount(getDb(), "no-such-account", { deleteReviews: false })).rejects.toMatchObject({ code: "not_found" });
    await expect(eraseCoupleAccount(getDb(), vendor.userId, { deleteReviews: false })).rejects.toMatchObject({ code: "not_found" });
    expect(await getDb().select({ id: users.id }).from(users).where(eq(users.id, vendor.userId))).toHaveLength(1);
  });
});
