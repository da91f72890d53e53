import { and, count, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { blogLikes } from "~/db/schema";
import type { ArticleLikes } from "~/modules/blog/blog-article";

// An article's 'Like' counter (docs/product/public-area.md#blog: "a counter stored per article, one like per browser"): one row per
// article and browser in blog_likes, the browser named by the random id of its cookie (liker-cookie.server.ts).

/**
 * The like count of `articleId` and whether this browser is among it. Input: database, article id, the browser's
 * liker id if it has one. Output: `{ count, liked }`.
 */
export async function getArticleLikes(db: Database, articleId: number, likerId: string | undefined): Promise<ArticleLikes> {
  const [row] = await db.select({ count: count() }).from(blogLikes).where(eq(blogLikes.articleId, articleId));
  if (!likerId) return { count: row?.count ?? 0, liked: false };
  const mine = await db
    .select({ articleId: blogLikes.articleId })
    .from(blogLikes)
    .where(and(eq(blogLikes.articleId, articleId), eq(blogLikes.likerId, likerId)))
    .limit(1);
  return { count: row?.count ?? 0, liked: mine.length > 0 };
}

/**
 * Records one like of `articleId` by `likerId`. A browser that liked the article already changes nothing (the
 * primary key holds, the insert is skipped), so pressing twice or sending the form twice counts once.
 * The caller checks the article exists. Output: the counter afterwards.
 */
export async function likeArticle(db: Database, articleId: number, likerId: string): Promise<ArticleLikes> {
  await db.insert(blogLikes).values({ articleId, likerId }).onConflictDoNothing();
  return getArticleLikes(db, articleId, likerId);
}
