/**
 * The public pages every page-wide browser check walks (axe, the Nu checker, HTML_CodeSniffer, the first-load
 * JavaScript budget), on the seeded demo catalogue: one of each kind a couple reaches without signing in. A vendor
 * page is added by each check, found in the sitemap. Checks with a narrower or wider scope add their own pages to this list rather than keep another copy.
 */
export const PUBLIC_PAGES = [
  "/",
  "/search?q=mehndi&location=Birmingham",
  "/category/mehndi-artists",
  "/category/mehndi-artists/leicester",
  "/blog",
  "/blog/1",
  "/about",
  "/contact",
  "/pricing",
  "/terms",
  "/privacy",
  "/shortlist",
] as const;
