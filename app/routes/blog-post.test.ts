import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { blogLikes } from "~/db/schema";
import { LIKER_COOKIE_NAME } from "~/modules/blog/liker-cookie.server";
import { useAsGlobalDatabase } from "../../tests/support/global-database";
import { cookieHeader, runRoute } from "../../tests/support/route-calls";
import { describeEachDatabase } from "../../tests/support/test-database";
import { action, loader } from "~/routes/blog-post";

// /blog/:id (docs/product/public-area.md#blog): the article, 404 for anything else, one like per browser.

const ORIGIN = "http://localhost:3000";

type PostData = { article: { id: number; title: string; html: string }; related: { id: number }[]; likes: { count: number; liked: boolean }; url: string };

const get = (id: string, cookie?: string) => new Request(`${ORIGIN}/blog/${id}`, { headers: cookie ? { cookie } : {} });
const like = (id: string, cookie?: string) =>
  new Request(`${ORIGIN}/blog/${id}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: ORIGIN, ...(cookie ? { cookie } : {}) },
    body: "",
  });

describeEachDatabase("/blog/:id", (getDb, backend) => {
  useAsGlobalDatabase(getDb, backend);

  it("shows the article with its rendered body, three more articles and its address", async () => {
    const page = await runRoute<PostData>(loader, get("3"), { id: "3" });
    expect(page.status).toBe(200);
    expect(page.body!.article.title).toMatch(/Makeup Artist/);
    expect(page.body!.article.html).toContain("<h2>");
    expect(page.body!.related).toHaveLength(3);
    expect(page.body!.likes).toEqual({ count: 0, liked: false });
    expect(page.body!.url).toMatch(/\/blog\/3$/);
  });

  it.each(["11", "0", "abc", "3abc", "03", "-1", "1.5", "99999999999999"])("answers 404 'Blog post not found' for /blog/%s", async (id) => {
    for (const handler of [loader, action]) {
      const result = await runRoute<string>(handler, handler === loader ? get(id) : like(id), { id });
      expect(result.status).toBe(404);
      expect(result.body).toBe("Blog post not found");
    }
  });

  it("counts one like per browser, giving the browser its cookie on the first", async () => {
    const first = await runRoute<{ likes: PostData["likes"] }>(action, like("2"), { id: "2" });
    expect(first.status).toBe(200);
    expect(first.body!.likes).toEqual({ count: 1, liked: true });
    const cookie = cookieHeader(first.headers);
    expect(cookie).toMatch(new RegExp(`^${LIKER_COOKIE_NAME}=[0-9a-f]{32}$`));
    expect(first.headers.getSetCookie()[0]).toMatch(/HttpOnly; SameSite=Lax/);

    const again = await runRoute<{ likes: PostData["likes"] }>(action, like("2", cookie), { id: "2" });
    expect(again.body!.likes).toEqual({ count: 1, liked: true });
    expect(again.headers.getSetCookie()).toEqual([]);

    const otherBrowser = await runRoute<{ likes: PostData["likes"] }>(action, like("2"), { id: "2" });
    expect(otherBrowser.body!.likes).toEqual({ count: 2, liked: true });

    expect((await runRoute<PostData>(loader, get("2", cookie), { id: "2" })).body!.likes).toEqual({ count: 2, liked: true });
    expect((await runRoute<PostData>(loader, get("2"), { id: "2" })).body!.likes).toEqual({ count: 2, liked: false });
    expect((await runRoute<PostData>(loader, get("1", cookie), { id: "1" })).body!.likes).toEqual({ count: 0, liked: false });
    expect(await getDb().select().from(blogLikes).where(eq(blogLikes.articleId, 2))).toHaveLength(2);
  });

  it("treats a malformed liker cookie as a new browser", async () => {
    const result = await runRoute<{ likes: PostData["likes"] }>(action, like("4", `${LIKER_COOKIE_NAME}=not-hex; other=1`), { id: "4" });
    expect(result.body!.likes).toEqual({ count: 1, liked: true });
    expect(cookieHeader(result.headers)).toMatch(/^blog_liker=[0-9a-f]{32}$/);
  });

  it("refuses a like posted from another site before counting it", async () => {
    const request = new Request(`${ORIGIN}/blog/5`, { method: "POST", headers: { origin: "https://evil.example" }, body: "" });
    const result = await runRoute(action, request, { id: "5" });
    expect(result.status).toBe(403);
    expect(await getDb().select().from(blogLikes).where(eq(blogLikes.articleId, 5))).toEqual([]);
  });
});
