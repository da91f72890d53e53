import { describe, expect, it } from "vitest";
import { LISTING_STATE_TEXT, listingState } from "~/modules/vendor-portal/listing-status";

describe("the listing status a vendor sees", () => {
  it("calls a verified but inactive listing 'under review', and an unverified one waiting for the email", () => {
    expect(listingState({ isActive: false, isVerified: true, subscriptionLapsedAt: null })).toBe("under_review");
    expect(LISTING_STATE_TEXT.under_review).toContain("under review");
    expect(listingState({ isActive: false, isVerified: false, subscriptionLapsedAt: null })).toBe("awaiting_verification");
  });

  it("says a listing is hidden by an ended subscription before anything else, and live when active", () => {
    expect(listingState({ isActive: false, isVerified: true, subscriptionLapsedAt: "2027-01-01T00:00:00.000Z" })).toBe("subscription_ended");
    expect(listingState({ isActive: true, isVerified: false, subscriptionLapsedAt: null })).toBe("live");
  });
});
