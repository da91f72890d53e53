import { and, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { enquiries, users, vendors } from "~/db/schema";
import { checkEnquiryAddressLimit, checkEnquiryEmailLimit } from "~/modules/enquiries/enquiry-limits.server";
import { enquiryFormValues, enquirySchema, isHoneypotFilled, type EnquirySent } from "~/modules/enquiries/enquiry-form";
import { AppError } from "~/modules/errors/app-error";
import { invalidForm } from "~/modules/http/route-errors.server";
import { enquiryConfirmationMessage, enquiryToVendorMessage, type EnquiryDetails } from "~/modules/mail/enquiry-templates";
import type { MailSender } from "~/modules/mail/mail-message";
import { now } from "~/modules/time/clock";
import { isPublic } from "~/modules/vendors/vendor-cards.server";

export type EnquiryDeps = {
  db: Database;
  sendMail: MailSender;
  /** The site's origin (PUBLIC_URL), for the links in the mails. */
  publicUrl: string;
  supportEmail: string;
};

/** An active vendor that can receive an enquiry, and where its mail goes (undefined: store only). */
async function findEnquiryVendor(db: Database, vendorId: number): Promise<{ id: number; name: string; mailTo?: string }> {
  const [row] = await db
    .select({ id: vendors.id, name: vendors.name, email: vendors.email, ownerEmail: users.email })
    .from(vendors)
    .leftJoin(users, eq(users.id, vendors.ownerUserId))
    .where(and(isPublic, eq(vendors.id, vendorId)))
    .limit(1);
  if (!row) throw new AppError("not_found", "Vendor not found");
  return { id: row.id, name: row.name, mailTo: row.email?.trim() || row.ownerEmail || undefined };
}

/**
 * A couple's enquiry from a public vendor page (issue #9, "Enquiries"), in this order:
 * 1. the vendor must be active (public), else AppError `not_found` (404) and nothing is counted or stored;
 * 2. the form is checked with the shared schema (event date against the app clock, UTC), else AppError
 *    `invalid` (400) with a message per field; refused forms do not count against the limits;
 * 3. the post counts against the client address limit (5 per 10 minutes), else `rate_limited` (429);
 * 4. a filled honeypot ends here: the answer is the same as a success, but nothing is stored or sent;
 * 5. the post counts against the couple's email limit (5 per hour), else `rate_limited` (429);
 * 6. the enquiry is stored (status new, created at `at`);
 * 7. the vendor is mailed the details with Reply-To the couple (to the listing's email, else its owner's
 *    account email, else no mail), and the couple a confirmation. A mail failure is logged, never shown:
 *    the enquiry is stored and the couple's success stands.
 * Input: {@link EnquiryDeps}; the vendor id from the URL, the posted form, the client address; the time
 * (default: the app clock). Output: {@link EnquirySent} with the couple's email.
 * Database errors are rethrown.
 */
export async function sendEnquiry(
  deps: EnquiryDeps,
  input: { vendorId: number; formData: FormData; ip: string },
  at: Date = now(),
): Promise<EnquirySent> {
  const vendor = await findEnquiryVendor(deps.db, input.vendorId);
  const parsed = enquirySchema.safeParse(enquiryFormValues(input.formData));
  if (!parsed.success) throw invalidForm(parsed.error);
  const details: EnquiryDetails = parsed.data;

  await checkEnquiryAddressLimit(deps.db, input.ip, at);
  if (isHoneypotFilled(input.formData)) return { sent: true, email: details.email };
  await checkEnquiryEmailLimit(deps.db, details.email, at);

  await deps.db.insert(enquiries).values({
    vendorId: vendor.id,
    coupleName: details.name,
    coupleEmail: details.email,
    couplePhone: details.phone || null,
    eventDate: details.eventDate,
    eventType: details.eventType,
    guestCount: details.guestCount,
    message: details.message,
    status: "new",
    createdAt: at,
  });

  const vendorUrl = `${deps.publicUrl}/vendor/${vendor.id}`;
  await Promise.all([
    vendor.mailTo
      ? deps
          .sendMail(
            enquiryToVendorMessage({
              to: vendor.mailTo,
              vendorName: vendor.name,
              enquiry: details,
              inboxUrl: `${deps.publicUrl}/vendor-dashboard/enquiries`,
              supportEmail: deps.supportEmail,
            }),
          )
          .catch((error: unknown) => console.error("The enquiry could not be mailed to the vendor", error))
      : undefined,
    deps
      .sendMail(enquiryConfirmationMessage({ to: details.email, vendorName: vendor.name, vendorUrl, enquiry: details, supportEmail: deps.supportEmail }))
      .catch((error: unknown) => console.error("The enquiry confirmation could not be mailed to the couple", error)),
  ]);
  return { sent: true, email: details.email };
}
