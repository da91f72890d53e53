import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

// The whole URL map (spec: public-area §2, supplier-portal-and-admin §2). Later issues add more supplier and
// admin routes here, above the catch-all.
export default [
  index("routes/home.tsx"),
  route("search", "routes/search.tsx"),
  route("category/:slug", "routes/category.tsx"),
  route("vendor/:id", "routes/vendor.tsx"),
  route("api/search", "routes/api.search.ts"),
  route("api/search/suggestions", "routes/api.search.suggestions.ts"),
  route("api/search/did-you-mean", "routes/api.search.did-you-mean.ts"),
  route("api/search/similar", "routes/api.search.similar.ts"),
  route("api/places", "routes/api.places.ts"),
  route("api/places/reverse", "routes/api.places.reverse.ts"),
  route("api/places/:placeId", "routes/api.places.details.ts"),
  route("vendor-auth", "routes/vendor-auth.tsx"),
  // The vendor portal (issue #9): one frame (navigation, Preview, Sign Out) around the listing and the inbox.
  layout("routes/vendor-portal.tsx", [
    route("vendor-dashboard", "routes/vendor-dashboard.tsx"),
    route("vendor-dashboard/enquiries", "routes/vendor-enquiries.tsx"),
    route("vendor-dashboard/enquiries/:enquiryId", "routes/vendor-enquiry.tsx"),
  ]),
  route("vendor-dashboard/images", "routes/vendor-dashboard.images.ts"),
  route("vendor-dashboard/billing", "routes/vendor-dashboard.billing.ts"),
  route("billing/test", "routes/test-billing.tsx"),
  route("api/auth/*", "routes/api.auth.ts"),
  route("dev/outbox", "routes/dev.outbox.tsx"),
  route("onboarding", "routes/onboarding.tsx"),
  route("pricing", "routes/pricing.tsx"),
  route("payment-success", "routes/payment-success.tsx"),
  route("checkout/test/:sessionId", "routes/test-checkout.tsx"),
  route("account-creation", "routes/account-creation.tsx"),
  route("account-confirmation", "routes/account-confirmation.tsx"),
  route("business-details", "routes/business-details.tsx"),
  route("business-success", "routes/business-success.tsx"),
  route("email-verified", "routes/email-verified.tsx"),
  route("api/webhooks/stripe", "routes/api.webhooks.stripe.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
