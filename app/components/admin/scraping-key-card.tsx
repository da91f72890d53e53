import { KeyRound, Save, Trash2 } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { PasswordField } from "~/components/form-field";
import { Button } from "~/components/ui/button";
import type { FirecrawlKeyStatus } from "~/modules/scraping/scraping-messages";

// The Firecrawl key (docs/product/admin.md#scraping-import vendor importer: "password field and 'Save Key' button, which tests the key first";
// docs/product/admin.md#scraping-import: kept on the server). The page never receives the key: only whether one is saved and how it ends.

const SAVED_FORMAT = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "Europe/London" });

function KeyState({ status }: { status: FirecrawlKeyStatus }) {
  if (!status.saved) return <p className="text-sm text-muted">No key is saved: jobs use the built-in scraper.</p>;
  const saved = SAVED_FORMAT.format(new Date(status.updatedAt));
  if (!status.readable) {
    return (
      <p className="text-sm text-red-800">
        A key saved on {saved} can no longer be read (the server&apos;s AUTH_SECRET changed): save it again, or remove it.
      </p>
    );
  }
  return (
    <p className="text-sm text-ink" data-testid="firecrawl-key-state">
      A key is saved{status.endingIn ? `, ending in …${status.endingIn}` : ""} (saved {saved}): new jobs use Firecrawl.
    </p>
  );
}

/** The key's state, the form that tests and saves a key (`intent=save-key`), and removal (`intent=remove-key`). */
export function ScrapingKeyCard({ status, error }: { status: FirecrawlKeyStatus; error?: string }) {
  const navigation = useNavigation();
  const intent = navigation.state === "submitting" ? navigation.formData?.get("intent") : undefined;
  return (
    <section aria-labelledby="firecrawl-heading" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-brand-100">
      <h3 id="firecrawl-heading" className="flex items-center gap-2 text-lg font-semibold text-brand-800">
        <KeyRound className="size-5" aria-hidden="true" /> Firecrawl API key <span className="text-sm font-normal text-muted">(optional)</span>
      </h3>
      <p className="mt-1 max-w-3xl text-sm text-muted">
        The built-in scraper needs no key: it reads each website from this server, public addresses only, giving each page 5 seconds
        and 2 MB. With a Firecrawl key saved, Firecrawl reads the pages instead, which copes better with sites that build their pages
        in the browser. The key is tested before it is saved, kept encrypted on the server and never shown again.
      </p>
      <div className="mt-3">
        <KeyState status={status} />
      </div>
      <Form method="post" className="mt-4 flex flex-wrap items-end gap-3" aria-label="Firecrawl API key">
        <input type="hidden" name="intent" value="save-key" />
        <div className="min-w-64 flex-1">
          <PasswordField name="apiKey" label={status.saved ? "New Firecrawl API key" : "Firecrawl API key"} autoComplete="off" spellCheck={false} error={error} />
        </div>
        <Button type="submit" disabled={intent === "save-key"} className={error ? "mb-7" : undefined}>
          <Save aria-hidden="true" /> {intent === "save-key" ? "Testing the key…" : "Save Key"}
        </Button>
      </Form>
      {status.saved ? (
        <Form method="post" className="mt-3">
          <input type="hidden" name="intent" value="remove-key" />
          <Button type="submit" variant="ghost" size="sm" disabled={intent === "remove-key"}>
            <Trash2 aria-hidden="true" /> Remove key
          </Button>
        </Form>
      ) : null}
    </section>
  );
}
