import { Icon } from "~/components/icon";
import { CONTACT_FAQ, QUICK_HELP } from "~/modules/contact/contact-help";

/**
 * The quick-help links and the FAQ of /contact (docs/product/public-area.md#contact). The answers are always shown (no
 * accordion), so the links jump straight to them and work without JavaScript.
 */
export function ContactHelp() {
  return (
    <section aria-labelledby="faq-heading" className="space-y-6">
      <div>
        <h2 id="faq-heading" className="text-2xl font-bold text-brand-800">
          Frequently asked questions
        </h2>
        <nav aria-label="Quick help" className="mt-4">
          <ul className="flex flex-wrap gap-2">
            {QUICK_HELP.map((item) => (
              <li key={item.href}>
                <a
                  href={item.href}
                  className="inline-flex h-10 items-center gap-2 rounded-full border border-brand-700 px-4 text-sm font-semibold text-brand-700 hover:bg-brand-50"
                >
                  <Icon name="circle-question-mark" className="size-4" /> {item.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="space-y-4">
        {CONTACT_FAQ.map((entry) => (
          <article key={entry.id} id={entry.id} aria-labelledby={`${entry.id}-question`} className="scroll-mt-24 rounded-2xl bg-white p-5 ring-1 ring-brand-100">
            <h3 id={`${entry.id}-question`} className="text-lg font-semibold text-ink">
              {entry.question}
            </h3>
            {entry.answer.map((paragraph) => (
              <p key={paragraph} className="mt-2 text-ink">
                {paragraph}
              </p>
            ))}
          </article>
        ))}
      </div>
    </section>
  );
}
