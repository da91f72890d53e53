import { Globe } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { TextAreaField } from "~/components/form-field";
import { Button } from "~/components/ui/button";
import { MAX_SCRAPE_TARGETS, type CategoryChoice } from "~/modules/scraping/scrape-job-input";

// A new scraping job (docs/product/admin.md#scraping-import): the admin lists the vendors to visit, one per line, `name, website, category`
// (decision 021). The server reads the list again and answers each bad line.

const EXAMPLE = "Henna by Sana, hennabysana.co.uk, Mehndi Artists\nLens & Light Studio, https://lensandlight.example/weddings, photographers";

/**
 * The job form (`intent=create-job`); `value` and `error` show a refused list again with its lines' errors (one
 * per line of `error`).
 */
export function ScrapingJobForm({
  categories,
  adapter,
  value,
  error,
}: {
  categories: CategoryChoice[];
  adapter: "builtin" | "firecrawl";
  value?: string;
  error?: string;
}) {
  const navigation = useNavigation();
  const starting = navigation.state === "submitting" && navigation.formData?.get("intent") === "create-job";
  return (
    <section aria-labelledby="new-job-heading" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-brand-100">
      <h3 id="new-job-heading" className="flex items-center gap-2 text-lg font-semibold text-brand-800">
        <Globe className="size-5" aria-hidden="true" /> New scraping job
      </h3>
      <p className="mt-1 max-w-3xl text-sm text-muted">
        One vendor per line: <strong className="text-ink">name, website, category</strong> (a category name or slug), up to{" "}
        {MAX_SCRAPE_TARGETS} vendors. Each website is visited in turn, a second apart; the vendor is created with a description from
        the page&apos;s text, up to 5 portfolio images, location London, UK and price range £££, ready to edit. A vendor already listed
        under the same name is skipped. This job will use {adapter === "firecrawl" ? "Firecrawl" : "the built-in scraper"}.
      </p>
      <Form method="post" className="mt-4 space-y-4">
        <input type="hidden" name="intent" value="create-job" />
        <TextAreaField
          name="vendors"
          label="Vendors to scrape"
          rows={8}
          defaultValue={value}
          placeholder={EXAMPLE}
          spellCheck={false}
          error={error ? "Please correct these lines:" : undefined}
          className="font-mono text-sm whitespace-pre"
        />
        {error ? (
          <ul className="-mt-2 list-disc space-y-0.5 pl-5 text-sm text-red-800" aria-label="Problems in the list">
            {error.split("\n").map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        ) : null}
        <details className="text-sm">
          <summary className="cursor-pointer font-semibold text-ink">Categories</summary>
          <ul className="mt-2 grid gap-x-6 gap-y-1 text-ink sm:grid-cols-2 lg:grid-cols-3">
            {categories.map((category) => (
              <li key={category.slug}>
                {category.name} <span className="text-muted">({category.slug})</span>
              </li>
            ))}
          </ul>
        </details>
        <Button type="submit" disabled={starting}>
          <Globe aria-hidden="true" /> {starting ? "Starting…" : "Start scraping"}
        </Button>
      </Form>
    </section>
  );
}
