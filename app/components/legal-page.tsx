import type { ReactNode } from "react";

/**
 * The frame of the static trust pages (/about, /terms, /privacy; docs/product/public-area.md#trust-pages): a heading, an optional "last updated"
 * line and readable prose. Sections are `<LegalSection>`s.
 */
export function LegalPage({ title, intro, updated, children }: { title: string; intro: ReactNode; updated?: string; children: ReactNode }) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 md:px-6 md:py-16">
      <header className="mb-10">
        <h1 className="text-3xl font-bold text-brand-800 md:text-4xl">{title}</h1>
        {updated ? <p className="mt-2 text-sm text-muted">Last updated {updated}</p> : null}
        <div className="mt-4 text-lg text-ink">{intro}</div>
      </header>
      <div className="space-y-10">{children}</div>
    </article>
  );
}

/** One titled section of a trust page; `id` gives it an anchor (e.g. /privacy#cookies). */
export function LegalSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="scroll-mt-24 space-y-3 text-ink [&_a]:text-brand-700 [&_a]:underline [&_li]:ml-5 [&_ul]:list-disc [&_ul]:space-y-1">
      <h2 id={`${id}-heading`} className="text-xl font-bold text-brand-800">
        {title}
      </h2>
      {children}
    </section>
  );
}
