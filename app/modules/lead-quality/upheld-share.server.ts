import { and, count, eq, gt, inArray, lte, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { enquiries, enquiryReports, reviews } from "~/db/schema";
import { UPHELD_SHARE_MIN_ENQUIRIES, UPHELD_SHARE_WINDOW_DAYS, type UpheldShare } from "~/modules/lead-quality/lead-quality-promise";
import { now } from "~/modules/time/clock";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The share of enquiries reported and upheld, for /pricing (docs/product/couples-tools.md#lead-quality: "with at
 * least 100 enquiries in the last 90 days it also shows the share that was reported and upheld"). Counted over the
 * enquiries sent in the 90 days up to `at` that reached their vendor (delivered, or delivered and then found not
 * genuine; held and rejected ones never did), leaving out the demo catalogue's (its demo reviews' enquiries); the
 * upheld are those of them whose report was upheld. One query, so the page (kept by the page cache, decision 044)
 * costs one count when it is rendered. Input: database, the time (default: the app clock). Output:
 * {@link UpheldShare}, or null below {@link UPHELD_SHARE_MIN_ENQUIRIES} enquiries. Throws the driver's error.
 */
export async function getUpheldShare(db: Database, at: Date = now()): Promise<UpheldShare | null> {
  const since = new Date(at.getTime() - UPHELD_SHARE_WINDOW_DAYS * DAY_MS);
  const [row] = await db
    .select({
      enquiries: count(enquiries.id),
      upheld: sql<number>`count(${enquiryReports.id}) filter (where ${enquiryReports.status} = 'upheld')::int`,
    })
    .from(enquiries)
    .leftJoin(enquiryReports, eq(enquiryReports.enquiryId, enquiries.id))
    .where(
      and(
        gt(enquiries.createdAt, since),
        lte(enquiries.createdAt, at),
        inArray(enquiries.delivery, ["delivered", "not_genuine"]),
        // The demo catalogue's enquiries, made for its demo reviews, were sent by no one.
        sql`not exists (select 1 from ${reviews} where ${reviews.enquiryId} = ${enquiries.id} and ${reviews.isDemo})`,
      ),
    );
  const share = { enquiries: Number(row?.enquiries ?? 0), upheld: Number(row?.upheld ?? 0) };
  return share.enquiries >= UPHELD_SHARE_MIN_ENQUIRIES ? share : null;
}
