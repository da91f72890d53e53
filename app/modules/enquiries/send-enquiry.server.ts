import { and, eq, inArray } from "drizzle-orm";
import type { Database, Executor } from "~/db/client.server";
import { enquiries, users, vendors } from "~/db/schema";
import { checkEnquiryAddressLimit, checkEnquiryEmailLimit } from "~/modules/enquiries/enquiry-limits.server";
import { enquiryFormValues, enquirySchema, isHoneypotFilled, type EnquirySent } from "~/modules/enquiries/enquiry-form";
import { QUOTE_MESSAGES, QUOTE_VENDOR_FIELD, quoteSelectionError, type QuotesSent } from "~/modules/enquiries/quote-request-form";
import { AppError } from "~/modules/errors/app-error";
import { invalidForm } from "~/modules/http/route-errors.server";
import { enquiryConfirmationMessage, enquiryToVendorMessage, type EnquiryDetails } from "~/modules/mail/enquiry-templates";
import type { MailSender } from "~/modules/mail/mail-message";
import { now } from "~/modules/time/clock";
import { conversationLinkUrl, mintConversationToken } from "~/modules/conversations/conversation-tokens.server";
import { replyAddress, vendorConversationUrl } from "~/modules/conversations/notifications.server";
import { openConversations } from "~/modules/conversations/open-conversation.server";
import { isPublic } from "~/modules/vendors/vendor-cards.server";
import { logError, logInfo } from "~/modules/logging/logger.server";
import { scoreEnquiry, type EnquiryVerdict } from "~/modules/lead-quality/junk-score.server";

export type EnquiryDeps = {
  db: Database;
  sendMail: MailSender;
  /** The site's origin (PUBLIC_URL), for the links in the mails. */
  publicUrl: string;
  supportEmail: string;
  /** The domain of reply addresses (INBOUND_MAIL_DOMAIN); undefined when replies by mail are not set up. */
  replyDomain?: string;
};

type EnquiryVendor = { id: number; name: string; mailTo?: string };

const enquiryVendorColumns = { id: vendors.id, name: vendors.name, email: vendors.email, ownerEmail: users.email };

/** Where a vendor's enquiry mail goes: the listing's email, else its owner's account email, else nowhere. */
const toEnquiryVendor = (row: { id: number; name: string; email: string | null; ownerEmail: string | null }): EnquiryVendor => ({
  id: row.id,
  name: row.name,
  mailTo: row.email?.trim() || row.ownerEmail || undefined,
});

/** Active vendors among `vendorIds` that can receive an enquiry, and where their mail goes (undefined: store only). */
async function findEnquiryVendors(db: Database, vendorIds: readonly number[]): Promise<EnquiryVendor[]> {
  if (vendorIds.length === 0) return [];
  const rows = await db
    .select(enquiryVendorColumns)
    .from(vendors)
    .leftJoin(users, eq(users.id, vendors.ownerUserId))
    .where(and(isPublic, inArray(vendors.id, [...vendorIds])));
  return rows.map(toEnquiryVendor);
}

/** An active vendor that can receive an enquiry. Throws AppError `not_found` for an unknown or inactive one. */
async function findEnquiryVendor(db: Database, vendorId: number): Promise<EnquiryVendor> {
  const [vendor] = await findEnquiryVendors(db, [vendorId]);
  if (!vendor) throw new AppError("not_found", "Vendor not found");
  return vendor;
}

/** The row of one enquiry to `vendorId`, with its junk verdict (delivery, score, signals, text hash), created at `at`. */
function enquiryRow(vendorId: number, details: EnquiryDetails, verdict: EnquiryVerdict, at: Date): typeof enquiries.$inferInsert {
  return {
    vendorId,
    coupleName: details.name,
    coupleEmail: details.email,
    couplePhone: details.phone || null,
    eventDate: details.eventDate,
    eventType: details.eventType,
    guestCount: details.guestCount,
    message: details.message,
    delivery: verdict.delivery,
    junkScore: verdict.junkScore,
    junkSignals: verdict.junkSignals,
    messageHash: verdict.messageHash,
    createdAt: at,
  };
}

/**
 * Scores the enquiry and stores one row per vendor with the verdict, in one transaction; only a delivered enquiry
 * opens its conversation (a held or rejected one stays out of the vendor's sight; decision 059). `alsoStore` runs
 * in the same transaction. Output: the stored rows and the verdict. A held or rejected enquiry is logged by id.
 */
async function storeEnquiries(
  db: Database,
  vendorIds: readonly number[],
  details: EnquiryDetails,
  at: Date,
  alsoStore?: (tx: Executor) => Promise<void>,
): Promise<{ rows: { id: number; vendorId: number }[]; verdict: EnquiryVerdict }> {
  const stored = await db.transaction(async (tx) => {
    const verdict = await scoreEnquiry(tx, { email: details.email, message: details.message, vendorIds }, at);
    const rows = await tx
      .insert(enquiries)
      .values(vendorIds.map((vendorId) => enquiryRow(vendorId, details, verdict, at)))
      .returning({ id: enquiries.id, vendorId: enquiries.vendorId });
    if (verdict.delivery === "delivered") await openConversations(tx, rows, at);
    await alsoStore?.(tx);
    return { rows, verdict };
  });
  if (stored.verdict.delivery !== "delivered") {
    logInfo("An enquiry was not delivered", {
      enquiryIds: stored.rows.map((row) => row.id),
      delivery: stored.verdict.delivery,
      junkScore: stored.verdict.junkScore,
      junkSignals: stored.verdict.junkSignals,
    });
  }
  return stored;
}

/**
 * Mails one stored and delivered enquiry: the vendor the details with the link to its conversation in the portal
 * (when it has an address) and a reply address when replies by mail are set up; the couple a confirmation with
 * the conversation's private link (docs/product/couples-tools.md#conversations). The tokens are stored before
 * the mails. A mail failure is logged, never thrown: the enquiry is stored and the couple's success stands.
 */
async function mailEnquiry(deps: EnquiryDeps, vendor: EnquiryVendor, enquiryId: number, details: EnquiryDetails, at: Date): Promise<void> {
  const vendorUrl = `${deps.publicUrl}/vendor/${vendor.id}`;
  const coupleLink = conversationLinkUrl(deps.publicUrl, await mintConversationToken(deps.db, { enquiryId, party: "couple", purpose: "link" }, at));
  const vendorReplyTo =
    vendor.mailTo && deps.replyDomain
      ? replyAddress(await mintConversationToken(deps.db, { enquiryId, party: "vendor", purpose: "reply" }, at), deps.replyDomain)
      : undefined;
  await Promise.all([
    vendor.mailTo
      ? deps
          .sendMail(
            enquiryToVendorMessage({
              to: vendor.mailTo,
              vendorName: vendor.name,
              enquiry: details,
              conversationUrl: vendorConversationUrl(deps.publicUrl, enquiryId),
              replyTo: vendorReplyTo,
              supportEmail: deps.supportEmail,
            }),
          )
          .catch((error: unknown) => logError("The enquiry could not be mailed to the vendor", error, { enquiryId }))
      : undefined,
    deps
      .sendMail(
        enquiryConfirmationMessage({ to: details.email, vendorName: vendor.name, vendorUrl, enquiry: details, conversationUrl: coupleLink, supportEmail: deps.supportEmail }),
      )
      .catch((error: unknown) => logError("The enquiry confirmation could not be mailed to the couple", error, { enquiryId })),
  ]);
}

/**
 * Mails an enquiry that was stored held and has just been delivered by an admin (docs/product/couples-tools.md#lead-quality:
 * "its mails go when an admin releases it"), exactly as a delivered enquiry is mailed when it is sent: the vendor
 * the details and its conversation's link, the couple a confirmation with the conversation's private link. The
 * vendor is found whatever its listing's state now. Input: {@link EnquiryDeps}, the enquiry's id, the time
 * (default: the app clock). Output: resolves once mailed; a mail failure is logged, never thrown. Throws
 * AppError `not_found` when the enquiry is unknown or not delivered (nothing is mailed then).
 */
export async function mailDeliveredEnquiry(deps: EnquiryDeps, enquiryId: number, at: Date = now()): Promise<void> {
  const [row] = await deps.db
    .select({ enquiry: enquiries, vendor: enquiryVendorColumns })
    .from(enquiries)
    .innerJoin(vendors, eq(vendors.id, enquiries.vendorId))
    .leftJoin(users, eq(users.id, vendors.ownerUserId))
    .where(and(eq(enquiries.id, enquiryId), eq(enquiries.delivery, "delivered")))
    .limit(1);
  if (!row) throw new AppError("not_found", "Enquiry not found");
  const { enquiry } = row;
  const details: EnquiryDetails = {
    name: enquiry.coupleName,
    email: enquiry.coupleEmail,
    phone: enquiry.couplePhone ?? "",
    eventDate: enquiry.eventDate,
    eventType: enquiry.eventType,
    guestCount: enquiry.guestCount,
    message: enquiry.message,
  };
  await mailEnquiry(deps, toEnquiryVendor(row.vendor), enquiry.id, details, at);
}

/**
 * A couple's enquiry from a public vendor page (docs/product/public-area.md#enquiries), in this order:
 * 1. the vendor must be active (public), else AppError `not_found` (404) and nothing is counted or stored;
 * 2. the form is checked with the shared schema (event date against the app clock, UTC), else AppError
 *    `invalid` (400) with a message per field; refused forms do not count against the limits;
 * 3. the post counts against the client address limit (5 per 10 minutes), else `rate_limited` (429);
 * 4. a filled honeypot ends here: the answer is the same as a success, but nothing is stored or sent (decision 059);
 * 5. the post counts against the couple's email limit (5 per hour), else `rate_limited` (429);
 * 6. the enquiry is scored for junk (docs/product/couples-tools.md#lead-quality) and stored with its verdict, in
 *    one transaction: delivered, it opens its conversation; held (score 50 or more) or rejected (a blocked
 *    sender), it opens none and no mail goes; the couple's answer is the same success either way;
 * 7. a delivered enquiry is mailed: the vendor the details and the conversation's portal link (to the listing's
 *    email, else its owner's account email, else no mail), and the couple a confirmation with the conversation's
 *    private link. A mail failure is logged, never shown: the enquiry is stored and the couple's success stands.
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

  const { rows, verdict } = await storeEnquiries(deps.db, [vendor.id], details, at);
  if (verdict.delivery === "delivered") await mailEnquiry(deps, vendor, rows[0]!.id, details, at);
  return { sent: true, email: details.email };
}

/**
 * One enquiry, the vendor page's form filled in once, to each of several vendors (docs/product/public-area.md#enquiries, "Request quotes
 * from several vendors"): each vendor gets its own enquiry in its inbox and its own mail, the couple a
 * confirmation per vendor. The same checks as {@link sendEnquiry}, in the same order:
 * 1. the selection (`vendorIds`, from the repeated `vendor` field) must name 1 to 5 vendors, else AppError
 *    `invalid` (400) with the field message 'You can request quotes from up to 5 vendors at once.' (or 'Please
 *    choose at least one vendor.'); every one must be active, else `invalid` and nothing is counted or stored;
 * 2. the form is checked with the shared schema, else `invalid` with a message per field;
 * 3. each vendor counts as one enquiry against the client address limit, then (after the honeypot, which
 *    pretends success and stores nothing) against the couple's email limit: a request to 5 vendors uses what
 *    5 separate enquiries would (docs/decisions/028-shortlist.md), else `rate_limited` (429);
 * 4. the request is scored once for all its vendors, as one enquiry is (its vendors count in the sender's and the
 *    text's look-backs), and all the enquiries are stored with that verdict in one transaction, together with
 *    `alsoStore` (the shortlist marks its items enquired): a failure stores none of them;
 * 5. then, when delivered, the mails, as for one enquiry (failures logged, never shown); held or rejected, no
 *    conversation and no mail, and the same answer.
 * Input: {@link EnquiryDeps}; the chosen vendor ids, the posted form, the client address, an optional step run
 * inside the transaction with the stored vendors' ids; the time (default: the app clock).
 * Output: {@link QuotesSent} with the couple's email and the vendors contacted, in the order chosen.
 */
export async function sendEnquiries(
  deps: EnquiryDeps,
  input: {
    vendorIds: readonly number[];
    formData: FormData;
    ip: string;
    alsoStore?: (tx: Executor, vendorIds: number[], at: Date) => Promise<void>;
  },
  at: Date = now(),
): Promise<QuotesSent> {
  const selectionError = quoteSelectionError(input.vendorIds);
  if (selectionError) throw new AppError("invalid", selectionError, { fieldErrors: { [QUOTE_VENDOR_FIELD]: selectionError } });
  const found = await findEnquiryVendors(deps.db, input.vendorIds);
  const chosen = input.vendorIds.map((id) => found.find((vendor) => vendor.id === id));
  if (chosen.some((vendor) => !vendor)) {
    throw new AppError("invalid", QUOTE_MESSAGES.unavailable, { fieldErrors: { [QUOTE_VENDOR_FIELD]: QUOTE_MESSAGES.unavailable } });
  }
  const vendorsChosen = chosen as EnquiryVendor[];
  const parsed = enquirySchema.safeParse(enquiryFormValues(input.formData));
  if (!parsed.success) throw invalidForm(parsed.error);
  const details: EnquiryDetails = parsed.data;
  const contacted = vendorsChosen.map(({ id, name }) => ({ id, name }));

  for (let i = 0; i < vendorsChosen.length; i++) await checkEnquiryAddressLimit(deps.db, input.ip, at);
  if (isHoneypotFilled(input.formData)) return { sent: true, email: details.email, vendors: contacted };
  for (let i = 0; i < vendorsChosen.length; i++) await checkEnquiryEmailLimit(deps.db, details.email, at);

  const ids = vendorsChosen.map((vendor) => vendor.id);
  const { rows, verdict } = await storeEnquiries(deps.db, ids, details, at, (tx) => input.alsoStore?.(tx, ids, at) ?? Promise.resolve());
  if (verdict.delivery === "delivered") await Promise.all(rows.map((row, i) => mailEnquiry(deps, vendorsChosen[i]!, row.id, details, at)));
  return { sent: true, email: details.email, vendors: contacted };
}
