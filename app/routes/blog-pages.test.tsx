import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { BLOG_IMAGE_SIZES } from "~/components/blog-card";
import { findArticle, relatedArticles } from "~/modules/blog/blog-articles.server";
import BlogPage, { loader as listLoader } from "~/routes/blog";
import BlogPostPage, { meta } from "~/routes/blog-post";

// The blog's pages as the server renders them: pictures with their 400 and 800 px copies, the first one a visitor
// sees fetched at once, the rest lazily (decision 038; docs/product/public-area.md#blog), and the full-size picture in the share tags.

const ORIGIN = "https://shaadivendors.example";

/** The attributes of each `<img>`, as a browser reads them. */
function images(html: string): Record<string, string>[] {
  return [...html.matchAll(/<img\b[^>]*>/g)].map(([tag]) =>
    Object.fromEntries([...tag.matchAll(/\s([a-zA-Z-]+)="([^"]*)"/g)].map(([, key, value]) => [key!.toLowerCase(), value!.replaceAll("&amp;", "&")])),
  );
}

/** Route module `Component` at `path`, rendered with `loaderData` as the server would. */
function render(Component: unknown, path: string, loaderData: unknown): string {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const Stub = createRoutesStub([{ id: "page", path, Component: Component as any, loader: () => loaderData }]);
  return renderToString(<Stub initialEntries={[path]} hydrationData={{ loaderData: { page: loaderData } }} />);
}

describe("/blog/:id", () => {
  const article = findArticle(3)!;
  const loaderData = { article, related: relatedArticles(3), likes: { count: 0, liked: false }, url: `${ORIGIN}/blog/3` };

  it("fetches the header picture at once with its copies up to the full size, and the related cards' lazily", () => {
    const [header, ...related] = images(render(BlogPostPage, "/blog/3", loaderData));
    expect(header).toMatchObject({
      src: "/images/blog/3.960x640.webp",
      srcset: "/images/blog/3-400.webp 400w,/images/blog/3-800.webp 800w,/images/blog/3.960x640.webp 960w",
      sizes: BLOG_IMAGE_SIZES.article,
      width: "960",
      height: "640",
      fetchpriority: "high",
      alt: article.imageAlt,
    });
    expect(header).not.toHaveProperty("loading");
    expect(related).toHaveLength(3);
    for (const [index, img] of related.entries()) {
      const { id } = loaderData.related[index]!;
      expect(img).toMatchObject({ srcset: `/images/blog/${id}-400.webp 400w,/images/blog/${id}-800.webp 800w`, sizes: BLOG_IMAGE_SIZES.related, width: "960", height: "640", loading: "lazy" });
    }
  });

  it("shares the full-size picture's absolute URL in Open Graph, Twitter and the Article JSON-LD", () => {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const tags = meta({ matches: [{ id: "root", loaderData: { origin: ORIGIN } }], loaderData } as any) as Record<string, unknown>[];
    const image = `${ORIGIN}/images/blog/3.960x640.webp`;
    expect(tags.filter((tag) => tag.property === "og:image" || tag.name === "twitter:image").map((tag) => tag.content)).toEqual([image, image]);
    const jsonLd = tags.find((tag) => "script:ld+json" in tag)!["script:ld+json"] as { image: string[] };
    expect(jsonLd.image).toEqual([image]);
  });
});

describe("/blog", () => {
  it("fetches only the first card's picture at once, every other lazily", async () => {
    const loaderData = await listLoader({ request: new Request(`${ORIGIN}/blog`) } as Parameters<typeof listLoader>[0]);
    const all = images(render(BlogPage, "/blog", loaderData));
    expect(all).toHaveLength(10);
    expect(all[0]).toMatchObject({ srcset: "/images/blog/1-400.webp 400w,/images/blog/1-800.webp 800w", sizes: BLOG_IMAGE_SIZES.list, fetchpriority: "high" });
    expect(all.slice(1).every((img) => img.loading === "lazy" && !("fetchpriority" in img))).toBe(true);
  });
});
