import { and, eq, isNull, type SQLWrapper } from "drizzle-orm";
import { bookings } from "~/db/schema";

/**
 * The join condition of an enquiry's live booking, for queries that left-join `bookings` to an enquiry or a
 * review: a cancelled booking is history, so it neither moves the day a review follows nor makes a review a
 * 'Verified booking' (docs/product/couples-tools.md#quotes-and-bookings; decision 065). At most one booking of an
 * enquiry is live (the partial unique index of migration 0020), so the join adds no row.
 * Input: the enquiry id column of the query. Output: the SQL condition.
 */
export function liveBookingOf(enquiryId: SQLWrapper) {
  return and(eq(bookings.enquiryId, enquiryId), isNull(bookings.cancelledAt));
}
