import { and, asc, eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { auditLog, reviews } from "~/db/schema";
import { ADMIN_ACCESS_DENIED } from "~/modules/accounts/admin-access.server";
import { getAuth } from "~/modules/accounts/auth.server";
import { MODERATION_MESSAGES, type ModerationQueue } from "~/modules/reviews/review-moderation";
import { createAdminAccount, type AdminAccount } from "../../tests/support/admin-account";
import { createVendor } from "../../tests/support/factories";
import { useAsGlobalDatabase } from "../../tests/support/global-database";
import { createPortalVendor, type PortalVendor } from "../../tests/support/portal-vendor";
import { createReview, reportReview, type ReviewRow } from "../../tests/support/review-factories";
import { runRoute } from "../../tests/support/route-calls";
import { describeEachDatabase } from "../../tests/support/test-database";
import { action, loader } from "~/routes/admin-reviews";

// docs/product/admin.md#reviews-moderation: the admin's review moderation. A reported review stays visible until an admin hides it; 'Hide' and
// 'Restore' set status and moderated_at and write the audit log; visitors and vendors cannot reach any of it.

const ORIGIN = "http://localhost:3000";
const PATH = "/admin-dashboard/reviews";

const get = (cookie?: string) => new Request(`${ORIGIN}${PATH}`, { headers: cookie ? { cookie } : {} });
function post(fields: Record<string, string | number>, cookie?: string): Request {
  return new Request(`${ORIGIN}${PATH}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: ORIGIN, ...(cookie ? { cookie } : {}) },
    body: new URLSearchParams(Object.entries(fields).map(([name, value]) => [name, String(value)])),
  });
}

describeEachDatabase("/admin-dashboard/reviews (review moderation)", (getDb, backend) => {
  useAsGlobalDatabase(getDb, backend);
  let admin: AdminAccount;
  let vendor: PortalVendor;
  let reported: ReviewRow;
  beforeAll(async () => {
    admin = await createAdminAccount(getDb(), getAuth());
    vendor = await createPortalVendor(getDb(), getAuth(), { publicUrl: ORIGIN, active: true });
    const listing = await createVendor(getDb(), { name: "Saffron Stage Decor" });
    reported = await createReview(getDb(), listing.id, { title: "Suspicious praise" });
    await reportReview(getDb(), reported.id, "Looks like the owner wrote it");
  });

  const stored = async (id: number) => (await getDb().select().from(reviews).where(eq(reviews.id, id)))[0]!;
  const auditOf = (id: number) =>
    getDb()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "review"), eq(auditLog.entityId, String(id))))
      .orderBy(asc(auditLog.id));

  it("sends a visitor to /admin and refuses a vendor with 403, on the page and on both actions, changing nothing", async () => {
    const before = await stored(reported.id);
    const anonymous = await runRoute(loader, get());
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("Location")).toBe("/admin");
    const asVendor = await runRoute(loader, get(vendor.cookie));
    expect(asVendor.status).toBe(403);
    expect(await asVendor.response?.text()).toBe(ADMIN_ACCESS_DENIED);
    for (const intent of ["hide", "restore"]) {
      const visitor = await runRoute(action, post({ intent, reviewId: reported.id }));
      expect(visitor.status).toBe(302);
      expect(visitor.headers.get("Location")).toBe("/admin");
      expect((await runRoute(action, post({ intent, reviewId: reported.id }, vendor.cookie))).status).toBe(403);
    }
    expect(await stored(reported.id)).toEqual(before);
    expect(await auditOf(reported.id)).toEqual([]);
  });

  it("lists the reported review, still visible, with its reason; Hide hides it and Restore brings it back, each audited", async () => {
    let page = await runRoute<{ queue: ModerationQueue }>(loader, get(admin.cookie));
    expect(page.status).toBe(200);
    expect(page.body!.queue.reported.find((row) => row.id === reported.id)).toMatchObject({
      vendorName: "Saffron Stage Decor",
      status: "visible",
      reportCount: 1,
      reasons: ["Looks like the owner wrote it"],
    });
    expect((await stored(reported.id)).status).toBe("visible");

    const hidden = await runRoute<{ status: string; toast: { title: string } }>(action, post({ intent: "hide", reviewId: reported.id }, admin.cookie));
    expect(hidden.status).toBe(200);
    expect(hidden.body).toMatchObject({ status: "hidden", toast: { title: MODERATION_MESSAGES.hidden } });
    const afterHide = await stored(reported.id);
    expect(afterHide.status).toBe("hidden");
    expect(afterHide.moderatedAt).toBeInstanceOf(Date);
    page = await runRoute<{ queue: ModerationQueue }>(loader, get(admin.cookie));
    expect(page.body!.queue.reported.map((row) => row.id)).not.toContain(reported.id);
    expect(page.body!.queue.hidden.map((row) => row.id)).toContain(reported.id);

    const restored = await runRoute<{ status: string }>(action, post({ intent: "restore", reviewId: reported.id }, admin.cookie));
    expect(restored.status).toBe(200);
    expect((await stored(reported.id)).status).toBe("visible");
    page = await runRoute<{ queue: ModerationQueue }>(loader, get(admin.cookie));
    expect([...page.body!.queue.reported, ...page.body!.queue.hidden].map((row) => row.id)).not.toContain(reported.id);

    const entries = await auditOf(reported.id);
    expect(entries.map((entry) => [entry.action, entry.actorEmail, entry.actorUserId])).toEqual([
      ["review.hide", admin.email, admin.userId],
      ["review.restore", admin.email, admin.userId],
    ]);
    expect(entries[0]).toMatchObject({ before: { status: "visible", moderatedAt: null }, after: { status: "hidden" } });
    expect(entries[1]).toMatchObject({ before: { status: "hidden" }, after: { status: "visible" } });
  });

  it("answers an unknown review 404 and an unknown action 400, recording nothing", async () => {
    const before = await getDb().select().from(auditLog);
    const unknown = await runRoute<{ formError: { message: string } }>(action, post({ intent: "hide", reviewId: 999_999_999 }, admin.cookie));
    expect(unknown.status).toBe(404);
    expect(unknown.body?.formError.message).toBe(MODERATION_MESSAGES.notFound);
    const badIntent = await runRoute<{ formError: { message: string } }>(action, post({ intent: "delete", reviewId: reported.id }, admin.cookie));
    expect(badIntent.status).toBe(400);
    expect(badIntent.body?.formError.message).toBe(MODERATION_MESSAGES.unknownAction);
    expect(await getDb().select().from(auditLog)).toEqual(before);
  });
});
