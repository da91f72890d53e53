import { useFetcher } from "react-router";
import { SHORTLIST_ITEMS_ACTION, useShortlistedIds } from "~/components/shortlist-state";
import { cn } from "~/lib/cn";

/**
 * 'Save to shortlist' / 'Shortlisted' (docs/product/couples-tools.md#shortlist): a real toggle button (aria-pressed) in a small POST form, so it
 * works before JavaScript loads (the action redirects back); with JavaScript it posts through a fetcher, shows the
 * new state at once and reloads only the root's shortlist ids (the page's own data stays). A refusal (the
 * 100-vendor cap) is shown under the button. Markup is kept tiny: a category page repeats it 24 times.
 */
export function ShortlistButton({ vendorId, className }: { vendorId: number; className?: string }) {
  const fetcher = useFetcher<{ formError?: { message: string } }>({ key: `shortlist-${vendorId}` });
  const saved = useShortlistedIds().has(vendorId);
  const refusal = fetcher.state === "idle" ? fetcher.data?.formError?.message : undefined;
  return (
    <form
      method="post"
      action={SHORTLIST_ITEMS_ACTION}
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        void fetcher.submit(
          { [saved ? "remove" : "save"]: String(vendorId), js: "1" },
          { method: "post", action: SHORTLIST_ITEMS_ACTION, defaultShouldRevalidate: false, preventScrollReset: true },
        );
      }}
    >
      <button name={saved ? "remove" : "save"} value={vendorId} aria-pressed={saved} className={cn("chip", saved && "chip-on")}>
        {saved ? "Shortlisted" : "Save to shortlist"}
      </button>
      {refusal ? (
        <p role="alert" className="mt-1 text-sm text-red-800">
          {refusal}
        </p>
      ) : null}
    </form>
  );
}
