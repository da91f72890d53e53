import { formatPounds, PLANS } from "~/modules/billing/plans";
import { MAX_QUOTE_VENDORS } from "~/modules/enquiries/quote-request-form";

// The quick-help links and the FAQ on /contact (docs/product/public-area.md#contact: "an FAQ that answers real
// questions (pricing, review time, cancelling, how enquiries work)"). Every answer describes what the product does:
// prices come from the plan list, the review time is the one the "Listing received" mail promises
// (mail/templates.ts), cancelling is the dashboard's 'Manage billing' (decision 019), enquiries are decision 016's.

export type FaqEntry = {
  /** The anchor of the answer on /contact (`#faq-pricing`), which the quick-help links jump to. */
  id: string;
  question: string;
  /** Paragraphs of plain text. */
  answer: string[];
};

/** How long the review of a new listing takes: the same words as the "Listing received" mail. */
export const LISTING_REVIEW_TIME = "1–2 business days";

/** "Early Bird Offer £99.99, Supplier Showcase £149.99 and Featured Supplier £199.99", from {@link PLANS}. */
export function planPriceList(plans = PLANS): string {
  const items = plans.map((plan) => `${plan.name} ${formatPounds(plan.pricePence)}`);
  return items.length > 1 ? `${items.slice(0, -1).join(", ")} and ${items.at(-1)}` : (items[0] ?? "");
}

/** The FAQ, in the order shown. */
export const CONTACT_FAQ: readonly FaqEntry[] = [
  {
    id: "faq-pricing",
    question: "How much does it cost to list my business?",
    answer: [
      `There are three annual plans, paid once a year: ${planPriceList()}. The early-bird price is for a limited number of spots.`,
      "Every plan includes a listing page, up to 10 images, your prices and your contact details. There is no commission on bookings and no setup fee.",
    ],
  },
  {
    id: "faq-review",
    question: "How long does the review of a new listing take?",
    answer: [
      `Every new listing is checked by our team before couples can see it. This usually takes ${LISTING_REVIEW_TIME}. We email you as soon as your listing is live, and until then you can preview it from your vendor dashboard.`,
    ],
  },
  {
    id: "faq-cancel",
    question: "How do I cancel my subscription?",
    answer: [
      "Sign in to your vendor dashboard and choose 'Manage billing' under Subscription Management. There you can turn off automatic renewal or cancel.",
      "Your listing stays live until the end of the year you have paid for and is then hidden from couples. Listing fees are not refunded for the rest of a year already paid (see our Terms of Service).",
    ],
  },
  {
    id: "faq-enquiries",
    question: "How do enquiries work?",
    answer: [
      `Couples send an enquiry from a vendor's page, or to up to ${MAX_QUOTE_VENDORS} vendors at once from their shortlist. They do not need an account.`,
      "The vendor gets the enquiry by email, with the couple's details, and in the inbox of their vendor dashboard. Replying to the email reaches the couple directly: we never stand in between and never take commission.",
    ],
  },
  {
    id: "faq-couples",
    question: "Is the directory free for couples?",
    answer: ["Yes. Searching, saving vendors to a shortlist and sending enquiries are free, and you do not need to create an account."],
  },
];

/** The quick-help links above the FAQ: a label and the answer they jump to. */
export const QUICK_HELP: readonly { label: string; href: string }[] = [
  { label: "Pricing and plans", href: "#faq-pricing" },
  { label: "Listing review time", href: "#faq-review" },
  { label: "Cancelling", href: "#faq-cancel" },
  { label: "How enquiries work", href: "#faq-enquiries" },
];
