import { useState } from "react";
import { Icon } from "~/components/icon";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";

/**
 * The read-only 'Share link' field with a 'Copy' button (docs/product/couples-tools.md#share). Copying uses the clipboard API; 'Copied'
 * appears in a live region so it is announced. Where the clipboard is refused, the link is selected instead so
 * it can be copied by hand.
 */
export function ShortlistShareLink({ url }: { url: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <div className="space-y-1.5">
      <label htmlFor="share-link" className="block text-sm font-semibold text-ink">
        Share link
      </label>
      <p id="share-link-hint" className="text-sm text-muted">
        Anyone with this link can see your shortlist, but not change it.
      </p>
      <div className="flex gap-2">
        <Input id="share-link" readOnly value={url} aria-describedby="share-link-hint" onFocus={(event) => event.currentTarget.select()} />
        <Button
          type="button"
          variant="outline"
          onClick={async () => {
            try {
              await navigator.clipboard.writeText(url);
              setCopied(true);
            } catch {
              const field = document.getElementById("share-link");
              if (field instanceof HTMLInputElement) field.select();
            }
          }}
        >
          {copied ? <Icon name="check" /> : <Icon name="copy" />} Copy
        </Button>
      </div>
      <p role="status" className="text-sm font-semibold text-green-800">
        {copied ? "Copied" : ""}
      </p>
    </div>
  );
}
