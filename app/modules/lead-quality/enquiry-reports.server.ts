import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { enquiries, enquiryReports, vendors } from "~/db/schema";
import { AppError } from "~/modules/errors/app-error";
import { invalidForm } from "~/modules/http/route-errors.server";
import { REPORT_MESSAGES, reportSchema } from "~/modules/lead-quality/report-rules";
import { now } from "~/modules/time/clock";

/** The answer to an enquiry id that is unknown or not the account's own: never told apart. */
export const REPORTED_ENQUIRY_NOT_FOUND = "Conversation not found";

/**
 * A vendor's 'Report not genuine' of one of its delivered enquiries (docs/product/couples-tools.md#lead-quality):
 * stored once per enquiry as an open report for the admins' 'Reported enquiries' queue.
 * Input: database, `{ userId` (the session's), `enquiryId` (from the URL), `formData` (field `reason`) `}`, the time.
 * Output: `{ reportId }`. Throws AppError `not_found` for an unknown id, another account's enquiry or one not
 * delivered; `invalid` (400) with the field's message for an empty or too long reason; `conflict` (409) when
 * it was already reported. Nothing is written then.
 */
export async function reportEnquiry(
  db: Database,
  input: { userId: string; enquiryId: number; formData: FormData },
  at: Date = now(),
): Promise<{ reportId: number }> {
  const [enquiry] = await db
    .select({ id: enquiries.id, vendorId: enquiries.vendorId })
    .from(enquiries)
    .innerJoin(vendors, and(eq(vendors.id, enquiries.vendorId), eq(vendors.ownerUserId, input.userId)))
    .where(and(eq(enquiries.id, input.enquiryId), inArray(enquiries.delivery, ["delivered"])))
    .limit(1);
  if (!enquiry) throw new AppError("not_found", REPORTED_ENQUIRY_NOT_FOUND);
  const parsed = reportSchema.safeParse({ reason: input.formData.get("reason") ?? "" });
  if (!parsed.success) throw invalidForm(parsed.error);
  const [row] = await db
    .insert(enquiryReports)
    .values({ enquiryId: enquiry.id, vendorId: enquiry.vendorId, reason: parsed.data.reason, createdAt: at })
    .onConflictDoNothing()
    .returning({ id: enquiryReports.id });
  if (!row) throw new AppError("conflict", REPORT_MESSAGES.already);
  return { reportId: row.id };
}
