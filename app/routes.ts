import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

// The whole URL map (docs/product/). Supplier and
// admin routes come above the catch-all.
export default [
  index("routes/home.tsx"),
  route("search", "routes/search.tsx"),
  route("category/:slug", "routes/category.tsx"),
  route("category/:slug/:town", "routes/category-town.tsx"),
  route("vendor/:id", "routes/vendor.tsx"),
  // Planning articles from content/blog (docs/product/public-area.md#blog; decision 033).
  route("blog", "routes/blog.tsx"),
  route("blog/:id", "routes/blog-post.tsx"),
  // The couple's shortlist without an account (docs/product/couples-tools.md#shortlist): save buttons, the list, its shared copy, compare, quotes.
  route("shortlist", "routes/shortlist.tsx"),
  route("shortlist/items", "routes/shortlist-items.ts"),
  route("shortlist/compare", "routes/shortlist-compare.tsx"),
  route("shortlist/quotes", "routes/shortlist-quotes.tsx"),
  route("shortlist/:shareId", "routes/shortlist-shared.tsx"),
  // A couple's account and planner, signed in by an emailed link (docs/product/couples-tools.md#couple-accounts).
  route("planner", "routes/planner.tsx"),
  route("planner/sign-in", "routes/planner.sign-in.tsx"),
  // The guest list, its CSV import and export, and each household's private RSVP page
  // (docs/product/couples-tools.md#guest-list-and-rsvp).
  route("planner/guests", "routes/planner-guests.tsx"),
  route("planner/guests/import", "routes/planner-guests-import.tsx"),
  route("planner/guests.csv", "routes/planner-guests-export.ts"),
  route("rsvp/:token", "routes/rsvp.tsx"),
  // The wedding's budget and checklist (docs/product/couples-tools.md#budget, docs/product/couples-tools.md#checklist).
  route("planner/budget", "routes/planner-budget.tsx"),
  route("planner/checklist", "routes/planner-checklist.tsx"),
  // 'Download my data' (docs/product/couples-tools.md#download-my-data, docs/product/vendor-journey-and-portal.md#download-my-data).
  route("planner/my-data.zip", "routes/planner-data-export.ts"),
  // 'Delete my account' and its confirmation (docs/product/couples-tools.md#delete-account).
  route("planner/account-deletion", "routes/planner-account-deletion.tsx"),
  route("planner/account-deleted", "routes/planner-account-deleted.tsx"),
  route("api/search", "routes/api.search.ts"),
  route("api/search/suggestions", "routes/api.search.suggestions.ts"),
  route("api/search/did-you-mean", "routes/api.search.did-you-mean.ts"),
  route("api/search/similar", "routes/api.search.similar.ts"),
  route("api/places", "routes/api.places.ts"),
  route("api/places/reverse", "routes/api.places.reverse.ts"),
  route("api/places/:placeId", "routes/api.places.details.ts"),
  route("vendor-auth", "routes/vendor-auth.tsx"),
  // The vendor portal (docs/product/vendor-journey-and-portal.md#portal): one frame (navigation, Preview, Sign Out) around the listing and the inbox.
  layout("routes/vendor-portal.tsx", [
    route("vendor-dashboard", "routes/vendor-dashboard.tsx"),
    route("vendor-dashboard/enquiries", "routes/vendor-enquiries.tsx"),
    route("vendor-dashboard/enquiries/:enquiryId", "routes/vendor-enquiry.tsx"),
    route("vendor-dashboard/reviews", "routes/vendor-reviews.tsx"),
    // Days the vendor is free, blocked or booked, and events per day (docs/product/vendor-journey-and-portal.md#availability).
    route("vendor-dashboard/availability", "routes/vendor-availability.tsx"),
    route("vendor-dashboard/performance", "routes/vendor-performance.tsx"),
  ]),
  // Booking confirmations as PDF downloads (docs/product/couples-tools.md#quotes-and-bookings): the vendor's and the couple's.
  route("vendor-dashboard/enquiries/:enquiryId/booking.pdf", "routes/vendor-enquiry.booking-pdf.ts"),
  route("messages/:token/booking.pdf", "routes/messages.booking-pdf.ts"),
  route("vendor-dashboard/images", "routes/vendor-dashboard.images.ts"),
  route("vendor-dashboard/billing", "routes/vendor-dashboard.billing.ts"),
  // The Calendar sync card's changes, and the vendor's private calendar feed (docs/product/vendor-journey-and-portal.md#calendar-sync).
  route("vendor-dashboard/calendar", "routes/vendor-dashboard.calendar.ts"),
  route("vendor-dashboard/performance.csv", "routes/vendor-dashboard.performance-csv.ts"),
  // 'Delete my account' and its restore (docs/product/vendor-journey-and-portal.md#delete-account).
  route("vendor-dashboard/delete-account", "routes/vendor-delete-account.tsx"),
  route("vendor-dashboard/my-data.zip", "routes/vendor-dashboard.data-export.ts"),
  route("unsubscribe/monthly-summary/:token", "routes/unsubscribe.monthly-summary.tsx"),
  route("unsubscribe/:kind/:token", "routes/unsubscribe.tsx"),
  route("calendar/:file", "routes/calendar-export.ts"),
  route("billing/test", "routes/test-billing.tsx"),
  route("api/auth/*", "routes/api.auth.ts"),
  route("dev/outbox", "routes/dev.outbox.tsx"),
  // Reviews only from real enquiries (docs/product/couples-tools.md#reviews): the invitation's link, reports, and the browser tests' clock.
  route("review/:token", "routes/review.tsx"),
  // The couple's side of a conversation through their private link (docs/product/couples-tools.md#conversations).
  route("messages/:token", "routes/messages.tsx"),
  route("reviews/:reviewId/report", "routes/review-report.tsx"),
  route("dev/clock", "routes/dev.clock.tsx"),
  route("onboarding", "routes/onboarding.tsx"),
  route("pricing", "routes/pricing.tsx"),
  // Trust pages (docs/product/public-area.md#contact, docs/product/public-area.md#trust-pages): a contact form that works, about, terms and privacy.
  route("contact", "routes/contact.tsx"),
  route("about", "routes/about.tsx"),
  route("terms", "routes/terms.tsx"),
  route("privacy", "routes/privacy.tsx"),
  route("payment-success", "routes/payment-success.tsx"),
  route("checkout/test/:sessionId", "routes/test-checkout.tsx"),
  route("account-creation", "routes/account-creation.tsx"),
  route("account-confirmation", "routes/account-confirmation.tsx"),
  route("business-details", "routes/business-details.tsx"),
  route("business-success", "routes/business-success.tsx"),
  route("email-verified", "routes/email-verified.tsx"),
  route("api/webhooks/stripe", "routes/api.webhooks.stripe.ts"),
  route("api/webhooks/inbound-mail", "routes/api.webhooks.inbound-mail.ts"),
  // The admin back office (docs/product/admin.md#access): every loader and action requires an admin session (requireAdmin).
  route("admin", "routes/admin.tsx"),
  layout("routes/admin-dashboard.tsx", [
    route("admin-dashboard", "routes/admin-vendors.tsx"),
    route("admin-dashboard/vendors/new", "routes/admin-vendor-new.tsx"),
    route("admin-dashboard/vendors/:vendorId", "routes/admin-vendor-edit.tsx"),
    route("admin-dashboard/listings", "routes/admin-listings.tsx"),
    route("admin-dashboard/import", "routes/admin-import-manual.tsx"),
    route("admin-dashboard/import/csv", "routes/admin-import-csv.tsx"),
    route("admin-dashboard/import/scraping", "routes/admin-import-scraping.tsx"),
    route("admin-dashboard/reviews", "routes/admin-reviews.tsx"),
    // Lead quality (docs/product/couples-tools.md#lead-quality): enquiries held by their junk score, and vendors' reports.
    route("admin-dashboard/held-enquiries", "routes/admin-held-enquiries.tsx"),
    route("admin-dashboard/reported-enquiries", "routes/admin-reported-enquiries.tsx"),
    route("admin-dashboard/insights", "routes/admin-insights.tsx"),
    route("admin-dashboard/data-requests", "routes/admin-data-requests.tsx"),
  ]),
  route("admin-dashboard/vendors/:vendorId/images", "routes/admin-vendor-images.ts"),
  route("admin-dashboard/vendors.csv", "routes/admin-vendors-export.ts"),
  route("admin-dashboard/insights/:file", "routes/admin-insights-export.ts"),
  route("admin-dashboard/import/scraping/jobs/:jobId", "routes/admin-scraping-job.ts"),
  route("admin-dashboard/data-requests/:requestId/export", "routes/admin-data-request-export.ts"),
  route("vendor-import", "routes/vendor-import.tsx"),
  route("debug-payments", "routes/debug-payments.tsx"),
  // Search engines (docs/product/public-area.md#seo): the sitemap and the crawl rules, as resource routes.
  route("sitemap.xml", "routes/sitemap-xml.ts"),
  route("sitemap/:part", "routes/sitemap-part.ts"),
  route("robots.txt", "routes/robots-txt.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
