import { Icon } from "~/components/icon";
import { Button } from "~/components/ui/button";
import { showToast } from "~/components/ui/toast";

export const SHARE_TEXTS = {
  copied: "Link copied",
  copiedDescription: "The article's link is on your clipboard.",
  failed: "Could not copy the link",
} as const;

/**
 * 'Share' on an article (docs/product/public-area.md#blog): the device's share sheet through the Web Share API where there is one (phones),
 * otherwise the page address copied to the clipboard with a toast. Closing the share sheet is not an error.
 * Input: the article title and its absolute URL.
 */
export function BlogShareButton({ title, url }: { title: string; url: string }) {
  const share = async () => {
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === "AbortError") return;
        // Refused (no user gesture, blocked by policy): copying still works.
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      showToast({ title: SHARE_TEXTS.copied, description: SHARE_TEXTS.copiedDescription, variant: "success" });
    } catch {
      showToast({ title: SHARE_TEXTS.failed, description: url, variant: "error" });
    }
  };
  return (
    <Button type="button" variant="outline" onClick={share}>
      <Icon name="share-2" className="size-4" /> Share
    </Button>
  );
}
