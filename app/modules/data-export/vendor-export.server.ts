import { and, asc, eq, or, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import {
  checkoutSessions,
  enquiryReports,
  subscriptions,
  vendorBlockedDates,
  vendorCalendars,
  vendorFeatures,
  vendorImages,
  vendorPackages,
  vendors,
} from "~/db/schema";
import { vendorMailPreferences } from "~/db/schema-insights";
import { accountSection } from "~/modules/data-export/account-section.server";
import { conversationSections } from "~/modules/data-export/conversation-sections.server";
import { afterId, idList, keysetPages, type ExportSection } from "~/modules/data-export/export-sections";

// A vendor's 'Download my data' (docs/product/vendor-journey-and-portal.md#download-my-data): their account, their
// listing with its packages, images, availability and mail choices, their billing records, and the conversations of
// their inbox. The calendar feed's secret, admins' ids and search internals are left out (docs/decisions/090-data-export.md).

/**
 * The sections of a vendor's data.json, in order. Input: the database, the vendor's user id and their own listing's
 * id (both from the session; the listing undefined when the account has none, and then its parts are null or empty).
 * Output: the sections for jsonChunks and exportReadme. Reads nothing until a section is read. What is included:
 * docs/product/vendor-journey-and-portal.md#download-my-data, docs/decisions/090-data-export.md.
 */
export function vendorExportSections(db: Database, userId: string, vendorId: number | undefined): ExportSection[] {
  const listingId = vendorId ?? -1;
  return [
    accountSection(db, userId),
    {
      name: "listing",
      kind: "object",
      about: "Your business listing (null without one).",
      fields: {
        id: "The listing's number (its page is /vendor/{id}).",
        name: "The business name.",
        category: "Its category.",
        description: "The description.",
        location: "The place shown on cards.",
        address: "The address.",
        city: "The city.",
        region: "The region.",
        postcode: "The postcode.",
        latitude: "The latitude found for the address.",
        longitude: "The longitude found for the address.",
        priceRange: "The price band chosen (£ to ££££).",
        pricingText: "The pricing text.",
        phone: "The phone number.",
        email: "The contact email address.",
        website: "The website.",
        socialMediaLink: "The social media link.",
        serviceTags: "The service tags.",
        features: "The features listed.",
        facets: "The yes/no attributes ticked.",
        capacity: "The most guests served.",
        eventTypes: "The event types served.",
        languages: "The languages spoken.",
        logoUrl: "The logo's address.",
        plan: "The plan the listing was bought with.",
        isActive: "Whether it is shown in the directory.",
        isFeatured: "Whether it is featured.",
        isVerified: "Whether its email address was verified.",
        fromPricePence: "The lowest package price, in pence.",
        submittedAt: "When it was submitted for review.",
        subscriptionLapsedAt: "When it was hidden because the subscription ended, if it was.",
        createdAt: "When it was made (ISO 8601, UTC).",
        updatedAt: "When it was last changed.",
      },
      read: async () => {
        const [row] = await db
          .select({
            id: vendors.id, name: vendors.name,
            category: sql<string>`(select c.name from categories c where c.id = ${vendors.categoryId})`,
            description: vendors.description, location: vendors.location, address: vendors.address, city: vendors.city,
            region: vendors.region, postcode: vendors.postcode, latitude: vendors.latitude, longitude: vendors.longitude,
            priceRange: vendors.priceRange, pricingText: vendors.pricingText, phone: vendors.phone, email: vendors.email,
            website: vendors.website, socialMediaLink: vendors.socialMediaLink, serviceTags: vendors.serviceTags,
            features: sql<string[]>`coalesce((select array_agg(f.feature order by f.sort_order, f.id) from ${vendorFeatures} f where f.vendor_id = ${vendors.id}), '{}')`,
            facets: vendors.facets, capacity: vendors.capacity, eventTypes: vendors.eventTypes, languages: vendors.languages,
            logoUrl: vendors.logoUrl, plan: vendors.plan, isActive: vendors.isActive, isFeatured: vendors.isFeatured,
            isVerified: vendors.isVerified, fromPricePence: vendors.fromPricePence, submittedAt: vendors.submittedAt,
            subscriptionLapsedAt: vendors.subscriptionLapsedAt, createdAt: vendors.createdAt, updatedAt: vendors.updatedAt,
          })
          .from(vendors)
          .where(and(eq(vendors.id, listingId), eq(vendors.ownerUserId, userId)));
        return row ?? null;
      },
    },
    idList(
      "images",
      "The listing's photos (the files themselves are at their addresses).",
      { id: "The image's number.", imageUrl: "Its address.", altText: "Its description.", isPrimary: "Whether it is the main photo.", sortOrder: "Its place in the gallery." },
      (key, limit) =>
        db
          .select({ id: vendorImages.id, imageUrl: vendorImages.imageUrl, altText: vendorImages.altText, isPrimary: vendorImages.isPrimary, sortOrder: vendorImages.sortOrder })
          .from(vendorImages)
          .where(and(eq(vendorImages.vendorId, listingId), afterId(vendorImages.id, key)))
          .orderBy(asc(vendorImages.id))
          .limit(limit),
    ),
    idList(
      "packages",
      "The listing's packages. Prices are in pence (12500 = £125.00).",
      {
        id: "The package's number.",
        name: "Its name.",
        pricePence: "Its price, in pence.",
        priceKind: "'from' (the price starts there) or 'fixed'.",
        included: "What it includes.",
        eventTypes: "The event types it covers.",
        guests: "The most guests it serves.",
        sortOrder: "Its place in the list.",
        createdAt: "When it was added.",
        updatedAt: "When it was last changed.",
      },
      (key, limit) =>
        db
          .select({
            id: vendorPackages.id,
            name: vendorPackages.name,
            pricePence: vendorPackages.pricePence,
            priceKind: vendorPackages.priceKind,
            included: vendorPackages.included,
            eventTypes: vendorPackages.eventTypes,
            guests: vendorPackages.guests,
            sortOrder: vendorPackages.sortOrder,
            createdAt: vendorPackages.createdAt,
            updatedAt: vendorPackages.updatedAt,
          })
          .from(vendorPackages)
          .where(and(eq(vendorPackages.vendorId, listingId), afterId(vendorPackages.id, key)))
          .orderBy(asc(vendorPackages.id))
          .limit(limit),
    ),
    {
      name: "calendar",
      kind: "object",
      about: "The availability settings (null when never changed). The private feed's address is not included: it is a secret, shown in the portal.",
      fields: {
        eventsPerDay: "How many weddings you take a day.",
        feedUrl: "The calendar feed you import.",
        feedSyncedAt: "When it was last imported.",
        feedCheckedAt: "When it was last tried.",
        feedError: "Why the last try failed, if it did.",
        updatedAt: "When the settings were last changed.",
      },
      read: async () => {
        const [row] = await db
          .select({
            eventsPerDay: vendorCalendars.eventsPerDay,
            feedUrl: vendorCalendars.feedUrl,
            feedSyncedAt: vendorCalendars.feedSyncedAt,
            feedCheckedAt: vendorCalendars.feedCheckedAt,
            feedError: vendorCalendars.feedError,
            updatedAt: vendorCalendars.updatedAt,
          })
          .from(vendorCalendars)
          .where(eq(vendorCalendars.vendorId, listingId));
        return row ?? null;
      },
    },
    {
      name: "blockedDays",
      kind: "list",
      about: "Days marked unavailable, by you or by your imported calendar.",
      fields: { day: "The day (YYYY-MM-DD).", source: "'manual' or 'calendar'.", createdAt: "When it was marked." },
      pages: () =>
        keysetPages(
          (key: { day: string; source: string } | undefined, limit) =>
            db
              .select({ day: vendorBlockedDates.day, source: vendorBlockedDates.source, createdAt: vendorBlockedDates.createdAt })
              .from(vendorBlockedDates)
              .where(and(eq(vendorBlockedDates.vendorId, listingId), key ? sql`(${vendorBlockedDates.day}, ${vendorBlockedDates.source}) > (${key.day}::date, ${key.source})` : undefined))
              .orderBy(asc(vendorBlockedDates.day), asc(vendorBlockedDates.source))
              .limit(limit),
          (row) => ({ day: row.day, source: row.source }),
        ),
    },
    {
      name: "mailPreferences",
      kind: "object",
      about: "Your choice about the monthly summary mail (null: never changed, so it is sent).",
      fields: {
        monthlySummaryOff: "When you turned the monthly summary off (null: it is on).",
        monthlySummaryChangedAt: "When you last changed the choice.",
        lastMonthlySummary: "The month of the last summary sent (its first day).",
      },
      read: async () => {
        const [row] = await db
          .select({
            monthlySummaryOff: vendorMailPreferences.monthlySummaryOff,
            monthlySummaryChangedAt: vendorMailPreferences.monthlySummaryChangedAt,
            lastMonthlySummary: vendorMailPreferences.lastMonthlySummary,
          })
          .from(vendorMailPreferences)
          .where(eq(vendorMailPreferences.vendorId, listingId));
        return row ?? null;
      },
    },
    idList(
      "subscriptions",
      "Your paid plans as the payment provider reported them.",
      {
        id: "The record's number.",
        plan: "'early_bird', 'showcase' or 'featured'.",
        provider: "'stripe' or 'test'.",
        providerSubscriptionId: "The provider's reference of the subscription.",
        status: "The provider's status, e.g. 'active' or 'canceled'.",
        currentPeriodEnd: "When the paid period ends.",
        cancelAtPeriodEnd: "Whether it stops at the end of the period.",
        createdAt: "When it began.",
        updatedAt: "When it last changed.",
      },
      (key, limit) =>
        db
          .select({
            id: subscriptions.id,
            plan: subscriptions.plan,
            provider: subscriptions.provider,
            providerSubscriptionId: subscriptions.providerSubscriptionId,
            status: subscriptions.status,
            currentPeriodEnd: subscriptions.currentPeriodEnd,
            cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
            createdAt: subscriptions.createdAt,
            updatedAt: subscriptions.updatedAt,
          })
          .from(subscriptions)
          .where(and(or(eq(subscriptions.userId, userId), eq(subscriptions.vendorId, listingId)), afterId(subscriptions.id, key)))
          .orderBy(asc(subscriptions.id))
          .limit(limit),
    ),
    {
      name: "checkout",
      kind: "object",
      about: "The checkout your account was made from (null without one). Amounts are in pence.",
      fields: {
        plan: "The plan bought.",
        status: "'complete', or where the checkout stopped.",
        amountPence: "The amount, in pence.",
        currency: "The currency.",
        customerEmail: "The email address given at checkout.",
        completedAt: "When it was paid.",
        createdAt: "When it began.",
      },
      // One per account at most (a unique key).
      read: async () => {
        const [row] = await db
          .select({
            plan: checkoutSessions.plan,
            status: checkoutSessions.status,
            amountPence: checkoutSessions.amountPence,
            currency: checkoutSessions.currency,
            customerEmail: checkoutSessions.customerEmail,
            completedAt: checkoutSessions.completedAt,
            createdAt: checkoutSessions.createdAt,
          })
          .from(checkoutSessions)
          .where(eq(checkoutSessions.usedByUserId, userId));
        return row ?? null;
      },
    },
    ...conversationSections(db, { vendorId: listingId }),
    idList(
      "enquiryReports",
      "Enquiries you reported as not genuine, and what the site's team decided.",
      {
        id: "The report's number.",
        enquiryId: "The enquiry reported.",
        reason: "Your reason.",
        status: "'open', 'upheld' or 'dismissed'.",
        decidedAt: "When it was decided.",
        createdAt: "When you reported it.",
      },
      (key, limit) =>
        db
          .select({
            id: enquiryReports.id,
            enquiryId: enquiryReports.enquiryId,
            reason: enquiryReports.reason,
            status: enquiryReports.status,
            decidedAt: enquiryReports.decidedAt,
            createdAt: enquiryReports.createdAt,
          })
          .from(enquiryReports)
          .where(and(eq(enquiryReports.vendorId, listingId), afterId(enquiryReports.id, key)))
          .orderBy(asc(enquiryReports.id))
          .limit(limit),
    ),
  ];
}

/** The README's opening for a vendor's export. */
export const VENDOR_README_INTRODUCTION = [
  "This archive holds the personal data our site keeps about you and your business, as asked for with 'Download my data'.",
  "`data.json` is one JSON object: `kind` and `exportedAt`, then the parts below, each an object or a list of records.",
  "Times are ISO 8601 in UTC; days are YYYY-MM-DD; amounts are in pence. Numbers called `id` are our record numbers, so records can refer to each other.",
  "Couples' enquiries and messages are included as they reached your inbox (enquiries held or rejected by the site's checks are not). Passwords, sign-in tokens, the private calendar feed's address and the site team's internal notes are not. Your listing's figures are on the Performance tab, as a CSV file.",
].join("\n\n");
