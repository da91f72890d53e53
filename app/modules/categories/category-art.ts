// The artwork a vendor without photos is shown with (decision 071): one symbol per canonical category (decision 002)
// in a static SVG sprite the site serves itself, written by `scripts/build-category-art.ts`. Shared with the browser.

/** The sprite's address under public/. */
export const CATEGORY_ART_URL = "/images/category-art.svg";

/** The canonical categories' slugs with a symbol of their own in the sprite; any other category gets {@link DEFAULT_CATEGORY_ART}. */
export const CATEGORY_ART_SLUGS = [
  "bridal-wear",
  "catering",
  "decorators",
  "djs-entertainment",
  "florists",
  "hair-stylists",
  "invitations",
  "jewellery",
  "makeup-artists",
  "mehndi-artists",
  "musicians",
  "photographers",
  "transportation",
  "venues",
  "videographers",
  "wedding-cake-shops",
  "wedding-planners",
] as const;

/** The symbol of a category the sprite does not know (a category added after it was drawn). */
export const DEFAULT_CATEGORY_ART = "default";

/** The sprite's coordinate box: 3:2, the shape of a card's picture; other frames crop it around its centre. */
export const CATEGORY_ART_BOX = { width: 300, height: 200 } as const;

/** `/images/category-art.svg#<symbol>` for a category slug: its own symbol, else the default one. */
export function categoryArtHref(slug: string): string {
  const symbol = (CATEGORY_ART_SLUGS as readonly string[]).includes(slug) ? slug : DEFAULT_CATEGORY_ART;
  return `${CATEGORY_ART_URL}#${symbol}`;
}
