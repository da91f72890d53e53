import { Link } from "react-router";
import type { Route } from "./+types/terms";
import { LegalPage, LegalSection } from "~/components/legal-page";
import { getConfig } from "~/config.server";
import { formatPounds, PLANS } from "~/modules/billing/plans";
import { originFrom, pageMeta } from "~/modules/seo/page-meta";

// Terms of Service (docs/product/public-area.md#trust-pages): a directory only; listings by approval; annual subscriptions with
// possible auto-renewal and non-refundable listings; conduct rules; the law of England and Wales. Plain English.

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "Terms of Service",
    description: "The terms for using Shaadi Vendors UK: a directory of wedding vendors, listings by approval, annual plans, conduct rules.",
    origin: originFrom(matches),
    path: "/terms",
  });
}

export function loader() {
  return { supportEmail: getConfig().supportEmail };
}

export default function TermsPage({ loaderData }: Route.ComponentProps) {
  const { supportEmail } = loaderData;
  const prices = PLANS.map((plan) => `${plan.name} (${formatPounds(plan.pricePence)} a year)`).join(", ");
  return (
    <LegalPage
      title="Terms of Service"
      updated="November 2026"
      intro={<p>These terms apply to everyone who uses Shaadi Vendors UK: couples and their families looking for vendors, and vendors who list their business with us. By using the site you agree to them.</p>}
    >
      <LegalSection id="directory" title="1. We are a directory">
        <p>
          Shaadi Vendors UK lists wedding vendors so that couples can find and contact them. We are not a party to any agreement between a
          couple and a vendor: prices, dates, deposits, cancellations and the quality of the service are agreed between you and the
          vendor directly.
        </p>
        <p>
          We check listings before they go live, but we do not guarantee a vendor's work, availability or prices. Read contracts
          carefully before you pay a deposit, and raise a problem with the vendor first. If you think a listing is misleading or a vendor
          has behaved badly, tell us at <a href={`mailto:${supportEmail}`}>{supportEmail}</a>.
        </p>
      </LegalSection>
      <LegalSection id="couples" title="2. Using the site as a couple">
        <p>
          Searching, saving a shortlist and sending enquiries are free and need no account. When you send an enquiry, we pass your name,
          contact details, event details and message to the vendor so that they can reply to you. Reviews can only be written after an
          enquiry made through the site, and must describe your own experience.
        </p>
      </LegalSection>
      <LegalSection id="listings" title="3. Vendor listings are by approval">
        <p>
          A vendor chooses a plan, pays and submits their business details. Our team then reviews the listing, usually within 1–2
          business days, and publishes it only once approved. We may refuse a listing, ask for changes, or hide or remove a listing
          that breaks these terms or is no longer accurate.
        </p>
        <p>
          Vendors must own or have permission to use every photo and text they upload, must describe their services and prices
          honestly, and must keep their details up to date in the vendor dashboard.
        </p>
      </LegalSection>
      <LegalSection id="subscriptions" title="4. Annual subscriptions and payment">
        <p>Listings are sold as annual plans: {prices}. Prices are in pounds sterling and paid in advance through our payment provider, Stripe.</p>
        <ul>
          <li>
            <strong>Automatic renewal.</strong> A plan may renew automatically at the end of each year at the price then shown, unless you
            turn renewal off or cancel before the renewal date in the vendor dashboard (&lsquo;Manage billing&rsquo;).
          </li>
          <li>
            <strong>Listings are non-refundable.</strong> Once your listing has been submitted for review, the fee for the current year is
            not refunded, whether you cancel early or stop using the listing. This does not affect your statutory rights, for example if
            we fail to provide the listing at all.
          </li>
          <li>
            <strong>When a subscription ends</strong>, because it was cancelled or a payment failed, the listing is hidden from couples.
            It comes back when the subscription is renewed.
          </li>
          <li>The early-bird price is offered for a limited number of spots and may end at any time.</li>
        </ul>
      </LegalSection>
      <LegalSection id="conduct" title="5. Conduct rules">
        <p>Everyone using the site must not:</p>
        <ul>
          <li>post false, misleading or defamatory information, or reviews of a business they own or compete with;</li>
          <li>send spam, bulk or automated enquiries, or use the contact details on the site for marketing lists;</li>
          <li>harass, threaten or discriminate against anyone, including on grounds of religion, caste, ethnicity or sexuality;</li>
          <li>upload content that they do not have the right to use, or that is unlawful or offensive;</li>
          <li>try to break, overload or get around the security of the site, or copy the directory in bulk.</li>
        </ul>
        <p>We may remove content, block access or end a listing without refund when these rules are broken.</p>
      </LegalSection>
      <LegalSection id="liability" title="6. Our liability">
        <p>
          We provide the site with reasonable care and skill, but we cannot promise it will always be available or error-free. We are
          not responsible for what a vendor or couple does or fails to do. Nothing in these terms limits liability that cannot be
          limited by law, such as for death or personal injury caused by negligence, or for fraud.
        </p>
      </LegalSection>
      <LegalSection id="law" title="7. Changes and the law that applies">
        <p>
          We may update these terms; the date at the top shows the latest version, and we will email vendors about important changes.
          These terms are governed by the law of England and Wales, and the courts of England and Wales have jurisdiction, unless you
          live elsewhere in the UK and the law gives you the right to bring a claim where you live.
        </p>
        <p>
          Questions about these terms: <Link to="/contact">contact us</Link>. How we handle personal data is explained in our{" "}
          <Link to="/privacy">Privacy Policy</Link>.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
