import { and, count, countDistinct, eq, gte, notIlike, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { categories, enquiries, reviews, vendors } from "~/db/schema";
import { readEarlyBirdAvailability } from "~/modules/billing/early-bird.server";
import { isEarlyBirdSoldOut, PLANS } from "~/modules/billing/plans";
import { DEMO_COUPLE_EMAIL_DOMAIN } from "~/modules/demo-catalogue/demo-couples";
import { meaningfulFigures, type SiteFigure } from "~/modules/site-figures/site-figures";
import { now } from "~/modules/time/clock";

/**
 * The home page's figures, read from the database (docs/product/public-area.md#home; decision 031): active vendors
 * listed, categories with at least one of them, towns they are in (distinct `city`), enquiries couples sent since 1
 * January (not the demo catalogue's, sent from its reserved domain or carrying its demo reviews) of the current year (UTC, by the app clock), and the lowest yearly plan price on offer now (the early-bird
 * plan only while the counter has spots). Figures below their threshold are left out (see `meaningfulFigures`).
 * Input: database. Output: {@link SiteFigure}[] in display order, possibly empty. Throws the driver's error.
 */
export async function getSiteFigures(db: Database): Promise<{ figures: SiteFigure[]; lowestPlanPence: number }> {
  const yearStart = new Date(Date.UTC(now().getUTCFullYear(), 0, 1));
  const [[listed], [sent], earlyBird] = await Promise.all([
    db
      .select({
        vendors: count(vendors.id),
        categories: countDistinct(vendors.categoryId),
        // Town names as vendors write them: "Leicester" and "leicester " are one town.
        towns: sql<number>`count(distinct lower(trim(${vendors.city})))::int`,
      })
      .from(vendors)
      .innerJoin(categories, eq(categories.id, vendors.categoryId))
      .where(eq(vendors.isActive, true)),
    db
      .select({ enquiries: count(enquiries.id) })
      .from(enquiries)
      // The demo catalogue's enquiries were sent by no one: those of its demo reviews, and every other one it wrote,
      // all from its reserved domain (decision 015).
      .where(
        and(
          gte(enquiries.createdAt, yearStart),
          notIlike(enquiries.coupleEmail, `%@${DEMO_COUPLE_EMAIL_DOMAIN}`),
          sql`not exists (select 1 from ${reviews} where ${reviews.enquiryId} = ${enquiries.id} and ${reviews.isDemo})`,
        ),
      ),
    readEarlyBirdAvailability(db),
  ]);
  const plans = PLANS.filter((plan) => plan.id !== "early_bird" || !isEarlyBirdSoldOut(earlyBird.remainingSpots));
  return {
    figures: meaningfulFigures({
      vendors: listed?.vendors ?? 0,
      categories: listed?.categories ?? 0,
      towns: Number(listed?.towns ?? 0),
      enquiriesThisYear: sent?.enquiries ?? 0,
      year: yearStart.getUTCFullYear(),
    }),
    lowestPlanPence: Math.min(...plans.map((plan) => plan.pricePence)),
  };
}
