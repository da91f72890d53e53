import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { BLOG_IMAGE_SIZES, BlogCard } from "~/components/blog-card";
import { InspirationGrid } from "~/components/inspiration-grid";
import type { BlogArticleSummary } from "~/modules/blog/blog-article";

// The blog's cards draw their picture with its 400 and 800 px copies (decision 038; docs/product/public-area.md#blog).

/** `element` as the server renders it on the blog list (what a browser gets before JavaScript runs). */
function render(element: ReactNode): string {
  const Stub = createRoutesStub([{ path: "/blog", Component: () => element }]);
  return renderToString(<Stub initialEntries={["/blog"]} />);
}

/** The attributes of each `<img>`, as a browser reads them. */
function images(html: string): Record<string, string>[] {
  return [...html.matchAll(/<img\b[^>]*>/g)].map(([tag]) =>
    Object.fromEntries([...tag.matchAll(/\s([a-zA-Z-]+)="([^"]*)"/g)].map(([, key, value]) => [key!.toLowerCase(), value!.replaceAll("&amp;", "&")])),
  );
}

const article = (id: number): BlogArticleSummary => ({
  id,
  title: "Planning a Mehndi Night",
  excerpt: "Music, henna and food for the night before the wedding, planned without the stress.",
  category: "Ceremonies",
  readTimeMinutes: 7,
  image: `/images/blog/${id}.960x640.webp`,
  imageAlt: "Illustration of a hand decorated with henna",
  published: "2026-01-14",
});

describe("BlogCard", () => {
  it("gives the picture a WebP srcset of the 400 and 800 px copies, the list's sizes and its shape, lazily", () => {
    const [img, ...others] = images(render(<BlogCard article={article(3)} />));
    expect(others).toEqual([]);
    expect(img).toMatchObject({
      src: "/images/blog/3.960x640.webp",
      srcset: "/images/blog/3-400.webp 400w,/images/blog/3-800.webp 800w",
      sizes: BLOG_IMAGE_SIZES.list,
      width: "960",
      height: "640",
      loading: "lazy",
      decoding: "async",
      alt: "",
    });
    expect(img).not.toHaveProperty("fetchpriority");
  });

  it("fetches the first card's picture at once, with high priority", () => {
    const [img] = images(render(<BlogCard article={article(1)} priority />));
    expect(img).toMatchObject({ fetchpriority: "high", srcset: "/images/blog/1-400.webp 400w,/images/blog/1-800.webp 800w", width: "960", height: "640" });
    expect(img).not.toHaveProperty("loading");
  });

  it("loads every picture of the home page's grid lazily, sized for its four columns", () => {
    const all = images(render(<InspirationGrid articles={[1, 2, 3].map(article)} />));
    expect(all).toHaveLength(3);
    for (const [index, img] of all.entries()) {
      expect(img).toMatchObject({ srcset: `/images/blog/${index + 1}-400.webp 400w,/images/blog/${index + 1}-800.webp 800w`, sizes: BLOG_IMAGE_SIZES.home, loading: "lazy" });
    }
  });
});
