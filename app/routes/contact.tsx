import { Link } from "react-router";
import type { Route } from "./+types/contact";
import { ContactForm, type ContactResult } from "~/components/contact-form";
import { ContactHelp } from "~/components/contact-help";
import { Icon } from "~/components/icon";
import { Button } from "~/components/ui/button";
import { getConfig } from "~/config.server";
import { getDatabase } from "~/db/client.server";
import { CONTACT_MESSAGES, contactFormValues } from "~/modules/contact/contact-form";
import { sendContactMessage } from "~/modules/contact/send-contact-message.server";
import { clientIp } from "~/modules/http/client-ip.server";
import { formFailure } from "~/modules/http/route-errors.server";
import { forwardHeaders } from "~/modules/http/route-headers";
import { requireSameOrigin } from "~/modules/http/same-origin.server";
import { sendMail } from "~/modules/mail/send-mail.server";
import { originFrom, pageMeta } from "~/modules/seo/page-meta";

// A refused message answers `Retry-After` (rate limit): it reaches the document this way.
export const headers = forwardHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "Contact Us",
    description: "Questions about listing your business, your subscription or finding a vendor? Send us a message or read the answers to common questions.",
    origin: originFrom(matches),
    path: "/contact",
  });
}

/** The support address the page shows (docs/product/public-area.md#contact, SUPPORT_EMAIL). */
export function loader() {
  return { supportEmail: getConfig().supportEmail };
}

/**
 * A message from the contact form (docs/product/public-area.md#contact): same-origin check first, then {@link sendContactMessage}. A refused
 * form comes back with what was typed (400 with a message per field, 429 with Retry-After past the limits);
 * success answers `{ sent: true, firstName }`.
 */
export async function action({ request }: Route.ActionArgs) {
  let values = contactFormValues(new FormData());
  try {
    requireSameOrigin(request);
    const formData = await request.formData();
    values = contactFormValues(formData);
    return await sendContactMessage({ db: getDatabase(), sendMail, supportEmail: getConfig().supportEmail }, { formData, ip: clientIp(request) });
  } catch (error) {
    return formFailure(error, values, { log: "A contact message could not be sent", message: { message: CONTACT_MESSAGES.unexpected } });
  }
}

export default function ContactPage({ loaderData, actionData }: Route.ComponentProps) {
  const { supportEmail } = loaderData;
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 md:px-6 md:py-16">
      <header className="mb-10 max-w-2xl">
        <h1 className="text-3xl font-bold text-brand-800 md:text-4xl">Contact Us</h1>
        <p className="mt-3 text-lg text-muted">
          Questions about listing your business, your subscription or finding the right vendor? Send us a message and a real person
          will reply.
        </p>
      </header>
      <div className="grid gap-8 lg:grid-cols-[1fr_340px]">
        <ContactForm result={actionData as ContactResult | undefined} supportEmail={supportEmail} />
        <aside className="space-y-6" aria-label="Other ways to reach us">
          <section aria-labelledby="contact-details-heading" className="rounded-3xl bg-white p-6 ring-1 ring-brand-100">
            <h2 id="contact-details-heading" className="text-lg font-bold">
              Email us
            </h2>
            <p className="mt-2 flex items-center gap-2">
              <Icon name="mail" className="size-4 shrink-0 text-brand-700" />
              <a href={`mailto:${supportEmail}`} className="break-all font-medium text-brand-700 underline">
                {supportEmail}
              </a>
            </p>
            <p className="mt-2 text-sm text-muted">We aim to reply within two working days, Monday to Friday.</p>
          </section>
          <section aria-labelledby="vendor-cta-heading" className="rounded-3xl bg-brand-800 p-6 text-white">
            <h2 id="vendor-cta-heading" className="flex items-center gap-2 text-lg font-bold">
              <Icon name="store" className="size-5" /> Are you a wedding vendor?
            </h2>
            <p className="mt-2 text-sm text-brand-100">List your business and reach couples planning South Asian weddings across the UK.</p>
            <Button asChild variant="gold" className="mt-4">
              <Link to="/onboarding">List Your Business</Link>
            </Button>
          </section>
        </aside>
      </div>
      <div className="mt-16">
        <ContactHelp />
      </div>
    </div>
  );
}
