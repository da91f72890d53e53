import { describe, expect, it } from "vitest";
import { formatPounds, getPlan, isEarlyBirdSoldOut, PLANS, planDisplayName } from "~/modules/billing/plans";

describe("plans", () => {
  it("has the spec's three annual GBP prices", () => {
    expect(PLANS.map((plan) => [plan.id, plan.pricePence])).toEqual([
      ["early_bird", 9999],
      ["showcase", 14999],
      ["featured", 19999],
    ]);
    expect(PLANS.map((plan) => formatPounds(plan.pricePence))).toEqual(["£99.99", "£149.99", "£199.99"]);
  });

  it("marks early bird as limited, showcase as most popular and featured as featuring the listing", () => {
    expect(getPlan("early_bird").isLimited).toBe(true);
    expect(getPlan("showcase").badge).toBe("Most Popular");
    expect(PLANS.filter((plan) => plan.featuresListing).map((plan) => plan.id)).toEqual(["featured"]);
    expect(getPlan("showcase").features).toContain("SEO article");
    expect(getPlan("featured").features).toEqual(expect.arrayContaining(["Category feature", "Home page feature"]));
  });

  it("names plans as the payment page shows them, 'Your Plan' for anything else", () => {
    expect(planDisplayName("early_bird")).toBe("Early Bird Offer");
    expect(planDisplayName("showcase")).toBe("Supplier Showcase");
    expect(planDisplayName("featured")).toBe("Featured Supplier");
    expect(planDisplayName("gold")).toBe("Your Plan");
    expect(planDisplayName(null)).toBe("Your Plan");
  });

  it("is sold out at zero or fewer spots", () => {
    expect(isEarlyBirdSoldOut(1)).toBe(false);
    expect(isEarlyBirdSoldOut(0)).toBe(true);
    expect(isEarlyBirdSoldOut(-2)).toBe(true);
  });
});
