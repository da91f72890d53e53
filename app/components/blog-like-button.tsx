import { useFetcher } from "react-router";
import { Icon } from "~/components/icon";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import type { ArticleLikes } from "~/modules/blog/blog-article";

/**
 * 'Like' on an article (docs/product/public-area.md#blog): a POST form to the article's own address, so it works before JavaScript loads;
 * with JavaScript it posts in the background and shows the new count at once. A browser that has liked the article
 * sees it pressed ("Liked"); pressing again changes nothing on the server.
 * Input: the counter from the loader (or from a form posted without JavaScript).
 */
export function BlogLikeButton({ likes }: { likes: ArticleLikes }) {
  const fetcher = useFetcher<{ likes: ArticleLikes }>();
  const pending = fetcher.state !== "idle";
  const shown = fetcher.data?.likes ?? (pending ? { count: likes.liked ? likes.count : likes.count + 1, liked: true } : likes);
  return (
    <fetcher.Form method="post">
      <Button type="submit" variant="outline" aria-pressed={shown.liked} className={cn(shown.liked && "border-brand-600 text-brand-700")}>
        <Icon name="heart" className={cn("size-4", shown.liked && "fill-current")} />
        {shown.liked ? "Liked" : "Like"}
        {/* The count is read with its word ('Like 12 likes'); aria-label on a span without a role would be ignored. */}
        <span className="tabular-nums" data-testid="like-count">
          {shown.count}
        </span>
        <span className="sr-only">{shown.count === 1 ? " like" : " likes"}</span>
      </Button>
    </fetcher.Form>
  );
}
