import type { MetaDescriptor } from "react-router";

// The head tags every public page carries (docs/product/public-area.md#seo: "unique <title>, meta description, canonical URL, Open
// Graph and Twitter tags"). Shared by the route `meta` exports; the public origin comes from the root loader.

/** The site's name, the last part of every title and `og:site_name`. */
export const SITE_NAME = "Shaadi Vendors UK";

/** Image shared when a page has none of its own (a path under the public origin). */
export const DEFAULT_SHARE_IMAGE = "/media/demo/venues-1.webp";

/**
 * The public origin (e.g. "https://shaadivendors.co.uk") from a meta function's `matches`: the root loader returns it
 * as `origin`. Input: the `matches` of MetaArgs (undefined when a test calls `meta` with loader data alone).
 * Output: the origin without a trailing slash, "" when unknown.
 */
export function originFrom(matches: readonly ({ id: string; loaderData?: unknown } | undefined)[] | undefined): string {
  // React Router 8 names a match's data `loaderData` (a `data` field is never set, and reading it gave "").
  const root = matches?.find((match) => match?.id === "root")?.loaderData as { origin?: string } | undefined;
  return root?.origin ?? "";
}

/**
 * The head tags of one public page: `<title>` ("{title} | Shaadi Vendors UK", or the title alone when it already
 * names the site), meta description, `<link rel="canonical">` (origin + `path`, which carries the page's own query
 * when it is part of its identity), Open Graph (`og:title`, `og:description`, `og:url`, `og:type`, `og:image`,
 * `og:site_name`, `og:locale` en_GB) and Twitter (`summary_large_image`) tags.
 * Input: title, description (cut to 160 characters at a word), origin, path ("/category/venues?page=2"), optional
 * image path or absolute URL and type ("website" default, "article", "profile"). Output: MetaDescriptor[].
 */
export function pageMeta(page: {
  title: string;
  description: string;
  origin: string;
  path: string;
  image?: string | null;
  type?: "website" | "article" | "profile";
}): MetaDescriptor[] {
  const title = page.title.includes(SITE_NAME) ? page.title : `${page.title} | ${SITE_NAME}`;
  const description = shortDescription(page.description);
  const url = `${page.origin}${page.path}`;
  const imagePath = page.image ?? DEFAULT_SHARE_IMAGE;
  const image = /^https?:\/\//.test(imagePath) ? imagePath : `${page.origin}${imagePath}`;
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:image", content: image },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:locale", content: "en_GB" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
  ];
}

/** `text` whitespace-collapsed and cut at a word to at most 160 characters, "…" marking a cut. */
export function shortDescription(text: string, max = 160): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const head = clean.slice(0, max - 1);
  const space = head.lastIndexOf(" ");
  return `${(space > max / 2 ? head.slice(0, space) : head).replace(/[\s,;:.–—-]+$/, "")}…`;
}
