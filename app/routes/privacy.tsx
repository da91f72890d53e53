import { Link } from "react-router";
import type { Route } from "./+types/privacy";
import { LegalPage, LegalSection } from "~/components/legal-page";
import { getConfig } from "~/config.server";
import { AUTH_COOKIE_PREFIX } from "~/modules/accounts/auth-cookies";
import { HOLDER_COOKIE_NAME } from "~/modules/billing/holder-cookie.server";
import { LIKER_COOKIE_NAME } from "~/modules/blog/liker-cookie.server";
import { RETENTION_SCHEDULE } from "~/modules/retention/retention-schedule";
import { SHORTLIST_COOKIE_NAME } from "~/modules/shortlist/shortlist-cookie.server";
import { originFrom, pageMeta } from "~/modules/seo/page-meta";

// Privacy Policy (docs/product/public-area.md#trust-pages): UK GDPR; retention from the one retention schedule
// (app/modules/retention/retention-schedule.ts, docs/product/public-area.md#retention), so the page says what the daily sweep does; processors. It adds cookie information: the table lists every
// cookie the app sets, by the names the code uses, so a renamed cookie changes this page too.

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "Privacy Policy",
    description: "How Shaadi Vendors UK collects, uses and keeps personal data under UK GDPR, who processes it, and the cookies the site sets.",
    origin: originFrom(matches),
    path: "/privacy",
  });
}

/** The cookies the site sets (all strictly necessary: none for advertising or analytics). */
function cookies(): { name: string; purpose: string; duration: string }[] {
  return [
    {
      name: `${AUTH_COOKIE_PREFIX}.session_token`,
      purpose: "Keeps a vendor or administrator signed in. Over a secure connection its name starts with __Secure-.",
      duration: "7 days, renewed while you use the site; removed when you sign out",
    },
    { name: HOLDER_COOKIE_NAME, purpose: "A random id that holds your early-bird spot while you pay for a plan.", duration: "24 hours" },
    { name: SHORTLIST_COOKIE_NAME, purpose: "A random id for your shortlist of vendors, so you can come back to it without an account.", duration: "1 year" },
    { name: LIKER_COOKIE_NAME, purpose: "A random id so that a browser can like each blog article once.", duration: "1 year" },
  ];
}

export function loader() {
  return { supportEmail: getConfig().supportEmail, cookies: cookies() };
}

export default function PrivacyPage({ loaderData }: Route.ComponentProps) {
  const { supportEmail, cookies: cookieRows } = loaderData;
  const mail = <a href={`mailto:${supportEmail}`}>{supportEmail}</a>;
  return (
    <LegalPage
      title="Privacy Policy"
      updated="November 2026"
      intro={
        <p>
          Shaadi Vendors UK is the controller of the personal data described here, under the UK General Data Protection Regulation (UK
          GDPR) and the Data Protection Act 2018. This page explains what we collect, why, who helps us process it, how long we keep it
          and your rights. Questions: {mail}.
        </p>
      }
    >
      <LegalSection id="what-we-collect" title="What we collect and why">
        <ul>
          <li>
            <strong>Enquiries</strong> (name, email, phone if given, event date and type, guest count, message): to pass them to the
            vendors you contact and show them in their inbox. Lawful basis: taking steps at your request before a contract with the
            vendor, and our legitimate interest in running the directory.
          </li>
          <li>
            <strong>Suggestions and review invitations</strong>: after an enquiry we may email you similar vendors if the vendor has not
            replied within two days, and an invitation to review the vendor after your event. Every such email has a one-click
            Unsubscribe link; we then keep only a keyed hash of your email address, to stop these emails for good. Lawful basis: the
            soft opt-in of the Privacy and Electronic Communications Regulations (you were told when you gave your address).
          </li>
          <li>
            <strong>Contact form messages</strong> (name, email, phone if given, subject, message): to answer you. Lawful basis:
            legitimate interest.
          </li>
          <li>
            <strong>Vendor accounts and listings</strong> (name, email, a hash of the password, business details, photos): to run
            your account and publish your listing. Lawful basis: our contract with you.
          </li>
          <li>
            <strong>Payment records</strong> (plan, amounts, dates, the payment provider&apos;s customer and subscription ids): to bill
            you and meet tax and accounting law. We never see or store full card numbers: Stripe handles them. Lawful basis: contract
            and legal obligation.
          </li>
          <li>
            <strong>Reviews</strong> (your name as you give it, rating, text): to show them on the vendor&apos;s page. Lawful basis:
            legitimate interest.
          </li>
          <li>
            <strong>Security and usage data</strong> (your internet address and browser for sign-in sessions and for limits on how
            often forms can be sent; counts of page views per listing, with no personal data): to protect the site from abuse and show
            vendors how their listing is doing. Lawful basis: legitimate interest.
          </li>
        </ul>
        <p>We do not sell personal data, show advertising or use advertising or tracking cookies.</p>
      </LegalSection>
      <LegalSection id="retention" title="How long we keep it">
        <p>
          Each kind of personal data is kept for the period below, then deleted or, where a vendor still needs the record for their
          figures and bookings, anonymised. A daily job applies these periods.
        </p>
        <ul>
          {RETENTION_SCHEDULE.map((row) => (
            <li key={row.kind} data-retention-kind={row.kind}>
              <strong>{row.title}</strong>: {row.period}. {row.atTheEnd}.
            </li>
          ))}
        </ul>
      </LegalSection>
      <LegalSection id="processors" title="Who processes data for us">
        <p>We use a small number of service providers (processors) who act only on our instructions:</p>
        <ul>
          <li>
            <strong>Payment:</strong> Stripe takes card payments and manages subscriptions. It receives the vendor&apos;s email and
            payment details.
          </li>
          <li>
            <strong>Email:</strong> our email delivery (SMTP) provider sends enquiries, confirmations and account emails, so it
            handles the addresses and text of those emails.
          </li>
          <li>
            <strong>Hosting:</strong> our hosting provider runs the servers and database where all the data above is stored.
          </li>
          <li>
            <strong>Map tiles:</strong> maps on vendor and search pages load their images from OpenStreetMap&apos;s tile servers, which
            see your internet address when you open a map. No other data is sent to them.
          </li>
        </ul>
        <p>
          Where a provider processes data outside the UK, it does so under safeguards the UK recognises, such as the International Data
          Transfer Agreement or an adequacy decision.
        </p>
      </LegalSection>
      <LegalSection id="cookies" title="Cookies">
        <p>
          The site sets only the cookies it needs to work, so it does not ask for consent. None is used for advertising or analytics,
          and none is shared with anyone. All are sent only to this site, cannot be read by scripts, and are not sent with forms posted
          from other sites.
        </p>
        {/* No scrolling box: the columns wrap, so a 375 px phone reads the table without sideways scrolling. */}
        <table className="w-full border-collapse text-left text-sm">
            <caption className="sr-only">Cookies the site sets</caption>
            <thead>
              <tr className="border-b border-brand-200">
                <th scope="col" className="py-2 pr-4 font-semibold">
                  Name
                </th>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  Purpose
                </th>
                <th scope="col" className="py-2 font-semibold">
                  How long
                </th>
              </tr>
            </thead>
            <tbody>
              {cookieRows.map((cookie) => (
                <tr key={cookie.name} className="border-b border-brand-100 align-top">
                  <th scope="row" className="py-2 pr-4 font-mono font-normal break-all">
                    {cookie.name}
                  </th>
                  <td className="py-2 pr-4">{cookie.purpose}</td>
                  <td className="py-2">{cookie.duration}</td>
                </tr>
              ))}
            </tbody>
        </table>
        <p>A cookie is set only when you use the feature it belongs to: browsing the directory alone sets none.</p>
      </LegalSection>
      <LegalSection id="rights" title="Your rights">
        <p>
          You can ask for a copy of your personal data, ask us to correct or delete it, object to or restrict how we use it, and ask
          for data you gave us in a portable form. Write to {mail} or use our <Link to="/contact">contact form</Link>; we answer within
          one month. Vendors can correct most of their details in the vendor dashboard.
        </p>
        <p>
          If you are unhappy with how we handle your data, you can complain to the Information Commissioner&apos;s Office (ICO) at{" "}
          <a href="https://ico.org.uk/make-a-complaint/">ico.org.uk</a>.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
