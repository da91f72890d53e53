import { and, count, countDistinct, eq, gte, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { categories, enquiries, reviews, vendors } from "~/db/schema";
import { readEarlyBirdAvailability } from "~/modules/billing/early-bird.server";
import { isEarlyBirdSoldOut, PLANS } from "~/modules/billing/plans";
import { meaningfulFigures, type SiteFigure } from "~/modules/site-figures/site-figures";
import { now } from "~/modules/time/clock";

/**
 * The home page's figures, read from the database (docs/product/public-area.md#home; decision 031): active vendors
 * listed, categories with at least one of them, towns they are in (distinct `city`), enquiries couples sent since 1
 * January (not the demo catalogue's, which carry its demo reviews) of the current year (UTC, by the app clock), and the lowest yearly plan price on offer now (the early-bird
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
      // The demo catalogue's enquiries, made for its demo reviews, were sent by no one.
      .where(and(gte(enquiries.createdAt, yearStart), sql`not exists (select 1 from ${reviews} where ${reviews.enquiryId} = ${enquiries.id} and ${reviews.isDemo})`)),
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
