import { describe, expect, it } from "vitest";
import { PLANS } from "~/modules/billing/plans";
import { CONTACT_FAQ, LISTING_REVIEW_TIME, planPriceList, QUICK_HELP } from "~/modules/contact/contact-help";
import { contactRetentionCutoff } from "~/modules/contact/contact-retention";
import { listingReceivedMessage } from "~/modules/mail/templates";

describe("the contact page's help", () => {
  it("quotes every plan's price from the plan list", () => {
    expect(planPriceList()).toBe("Early Bird Offer £99.99, Supplier Showcase £149.99 and Featured Supplier £199.99");
    const pricing = CONTACT_FAQ.find((entry) => entry.id === "faq-pricing")!.answer.join(" ");
    for (const plan of PLANS) expect(pricing).toContain(plan.name);
    expect(planPriceList([PLANS[0]!])).toBe("Early Bird Offer £99.99");
  });

  it("promises the review time the 'Listing received' mail promises", () => {
    const mail = listingReceivedMessage({ to: "v@example.test", businessName: "Henna & Co", supportEmail: "help@example.test" });
    expect(mail.text).toContain(LISTING_REVIEW_TIME);
    expect(CONTACT_FAQ.find((entry) => entry.id === "faq-review")!.answer.join(" ")).toContain(LISTING_REVIEW_TIME);
  });

  it("answers pricing, review time, cancelling and enquiries, and every quick-help link points at an answer", () => {
    expect(CONTACT_FAQ.map((entry) => entry.id)).toEqual(expect.arrayContaining(["faq-pricing", "faq-review", "faq-cancel", "faq-enquiries"]));
    const ids = new Set(CONTACT_FAQ.map((entry) => `#${entry.id}`));
    for (const link of QUICK_HELP) expect(ids).toContain(link.href);
  });

  it("keeps contact messages 24 months", () => {
    expect(contactRetentionCutoff(new Date("2027-03-15T10:00:00Z")).toISOString()).toBe("2025-03-15T10:00:00.000Z");
  });
});
