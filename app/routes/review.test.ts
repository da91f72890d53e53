import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { enquiries, reviewInvitations, reviews } from "~/db/schema";
import { INVALID_FORM_MESSAGE } from "~/modules/http/form-errors";
import { REVIEW_MESSAGES } from "~/modules/reviews/review-rules";
import { hashReviewToken, newReviewToken } from "~/modules/reviews/review-tokens.server";
import { resetClock, setClock } from "~/modules/time/clock";
import { createVendor } from "../../tests/support/factories";
import { useAsGlobalDatabase } from "../../tests/support/global-database";
import { runRoute } from "../../tests/support/route-calls";
import { useTemporaryLocalStorage } from "../../tests/support/temporary-storage";
import { describeEachDatabase } from "../../tests/support/test-database";
import { action as reportAction } from "~/routes/review-report";
import { action, loader } from "~/routes/review";
import { loader as vendorLoader, meta as vendorMeta } from "~/routes/vendor";

const ORIGIN = "http://localhost:3000";
const NOW = new Date("2026-09-01T12:00:00Z");

type Failure = { values: Record<string, string>; fieldErrors: Record<string, string>; formError: { message: string } };

function post(path: string, fields: Record<string, string>, headers: Record<string, string> = {}): Request {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  return new Request(`${ORIGIN}${path}`, { method: "POST", headers: { origin: ORIGIN, "x-shaadi-client-ip": "203.0.113.50", ...headers }, body });
}

const REVIEW = { rating: "5", title: "Magical mehndi night", body: "<em>Beautiful</em> henna and the kindest team, highly recommended!", authorName: "Zara" };

describeEachDatabase("/review/:token and the vendor page's reviews", (getDb, backend) => {
  useAsGlobalDatabase(getDb, backend);
  useTemporaryLocalStorage();
  let vendorId: number;
  let token: string;
  let earlyToken: string;
  beforeAll(async () => {
    setClock(() => NOW);
    const db = getDb();
    vendorId = (await createVendor(db, { name: "Henna by Zainab", city: "Leicester", postcode: "LE1 1AA" })).id;
    const made = await db
      .insert(enquiries)
      .values(
        ["2026-08-20", "2026-09-12"].map((eventDate) => ({
          vendorId,
          coupleName: "Zara Ali",
          coupleEmail: "zara@example.test",
          eventDate,
          eventType: "Mehndi",
          guestCount: 120,
          message: "Hello",
        })),
      )
      .returning({ id: enquiries.id });
    token = newReviewToken();
    earlyToken = newReviewToken();
    await db.insert(reviewInvitations).values([
      { enquiryId: made[0]!.id, tokenHash: hashReviewToken(token) },
      { enquiryId: made[1]!.id, tokenHash: hashReviewToken(earlyToken) },
    ]);
  });
  afterAll(() => resetClock());

  it("shows no figure and no aggregateRating before the first review", async () => {
    const page = await runRoute<{ reviews: unknown[]; vendor: { rating?: unknown } }>(vendorLoader, new Request(`${ORIGIN}/vendor/${vendorId}`), { id: String(vendorId) });
    expect(page.body?.reviews).toEqual([]);
    expect(page.body?.vendor.rating).toBeUndefined();
    const tags = vendorMeta({ loaderData: page.body } as unknown as Parameters<typeof vendorMeta>[0]);
    const jsonLd = tags.find((tag) => "script:ld+json" in tag) as { "script:ld+json": Record<string, unknown> } | undefined;
    expect(jsonLd?.["script:ld+json"]).toMatchObject({ "@type": "LocalBusiness", name: "Henna by Zainab" });
    expect(jsonLd?.["script:ld+json"]).not.toHaveProperty("aggregateRating");
  });

  it("answers a forged link with 404, an early one with 403 and its date, a valid one with the form, never cached", async () => {
    expect((await runRoute(loader, new Request(`${ORIGIN}/review/x`), { token: newReviewToken() })).status).toBe(404);
    const early = await runRoute(loader, new Request(`${ORIGIN}/review/x`), { token: earlyToken });
    expect(early.status).toBe(403);
    expect((early.body as unknown as string) ?? "").toBe("You can review this vendor after your event on Saturday 12 September 2026.");
    const open = await runRoute<{ vendorName: string; firstName: string; eventDay: string; verifiedBooking: boolean }>(loader, new Request(`${ORIGIN}/review/x`), { token });
    expect(open.status).toBe(200);
    expect(open.body).toEqual({ vendorId, vendorName: "Henna by Zainab", firstName: "Zara", eventDay: "Thursday 20 August 2026", verifiedBooking: false });
    expect(open.headers.get("Cache-Control")).toBe("no-store");
  });

  it("refuses a cross-site post and an invalid form, keeping what was typed", async () => {
    const crossSite = await runRoute(action, post("/review/x", REVIEW, { origin: "https://evil.example" }), { token });
    expect(crossSite.status).toBe(403);
    const typed = { ...REVIEW, rating: "", body: "Short" };
    const refused = await runRoute<Failure>(action, post("/review/x", typed), { token });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      values: typed,
      fieldErrors: { rating: REVIEW_MESSAGES.rating, body: REVIEW_MESSAGES.body },
      formError: { message: INVALID_FORM_MESSAGE },
    });
    expect(await getDb().select().from(reviews).where(eq(reviews.vendorId, vendorId))).toEqual([]);
  });

  it("stores the review, then answers the same link with 'This review link has already been used.'", async () => {
    const saved = await runRoute(action, post("/review/x", REVIEW), { token });
    expect(saved.status).toBe(302);
    expect(saved.headers.get("Location")).toBe(`/vendor/${vendorId}?reviewed=1#reviews`);
    const again = await runRoute(action, post("/review/x", REVIEW), { token });
    expect(again.status).toBe(409);
    expect(again.body).toBe("This review link has already been used.");
    expect((await runRoute(loader, new Request(`${ORIGIN}/review/x`), { token })).status).toBe(409);
  });

  it("shows the review on the vendor page with its figures and aggregateRating", async () => {
    const page = await runRoute<{ reviews: { title: string; body: string; eventMonth: string }[]; vendor: { rating?: unknown } }>(
      vendorLoader,
      new Request(`${ORIGIN}/vendor/${vendorId}`),
      { id: String(vendorId) },
    );
    expect(page.body?.reviews).toMatchObject([{ title: REVIEW.title, body: REVIEW.body, eventMonth: "2026-08" }]);
    expect(page.body?.vendor.rating).toEqual({ average: 5, count: 1 });
    const tags = vendorMeta({ loaderData: page.body } as unknown as Parameters<typeof vendorMeta>[0]);
    const jsonLd = tags.find((tag) => "script:ld+json" in tag) as { "script:ld+json": Record<string, unknown> };
    expect(jsonLd["script:ld+json"].aggregateRating).toEqual({ "@type": "AggregateRating", ratingValue: "5.0", reviewCount: 1, bestRating: 5, worstRating: 1 });
  });

  it("takes a report from the page and keeps the review visible", async () => {
    const [review] = await getDb().select().from(reviews).where(eq(reviews.vendorId, vendorId));
    const reported = await runRoute(reportAction, post(`/reviews/${review!.id}/report`, { reason: "Something else" }), { reviewId: String(review!.id) });
    expect(reported.status).toBe(200);
    expect(reported.body).toEqual({ reported: true, vendorId });
    const missing = await runRoute(reportAction, post("/reviews/999999/report", { reason: "Something else" }), { reviewId: "999999" });
    expect(missing.status).toBe(404);
    const [after] = await getDb().select().from(reviews).where(eq(reviews.id, review!.id));
    expect(after).toMatchObject({ status: "visible", reportCount: 1 });
  });
});
