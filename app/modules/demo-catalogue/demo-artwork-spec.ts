import { taggedImageName } from "~/modules/media/image-variants";

/**
 * What the shared demo artwork looks like, kept free of sharp so the catalogue can describe each
 * picture in its alt text without loading the renderer.
 */

/** Variants rendered per category: `<slug>-1` … `<slug>-8` (file names from {@link demoImageUrl}). */
export const ARTWORK_VARIANTS = 8;

export type ArtworkPalette = {
  name: string;
  /** Background gradient, top-left to bottom-right. */
  from: string;
  to: string;
  /** Motif colour. */
  accent: string;
  /** Ornament colour, drawn at low opacity. */
  soft: string;
};

export const ARTWORK_PALETTES: readonly ArtworkPalette[] = [
  { name: "deep maroon and gold", from: "#4a0f1f", to: "#7b1d36", accent: "#d8a74a", soft: "#f2dcb0" },
  { name: "teal and gold", from: "#0b3d3b", to: "#15625c", accent: "#e2b45c", soft: "#f3e4c4" },
  { name: "ivory and rose", from: "#f6eee2", to: "#e6d2bc", accent: "#a83f57", soft: "#b97a3f" },
  { name: "saffron and plum", from: "#b4521a", to: "#e0892f", accent: "#4b1740", soft: "#fbe3bd" },
  { name: "emerald and blush", from: "#123f30", to: "#1f5e46", accent: "#efb8a8", soft: "#f6dcc8" },
  { name: "midnight blue and gold", from: "#141a33", to: "#27305a", accent: "#dcb65e", soft: "#efe2c2" },
  { name: "rose and gold", from: "#7d2340", to: "#a8405e", accent: "#f2c879", soft: "#fbe6cf" },
  { name: "terracotta and cream", from: "#8e3a26", to: "#b9583a", accent: "#f5ddb5", soft: "#f0c38e" },
];

/** Frames drawn around the motif; variant n uses layout (n - 1) mod 3. */
export const ARTWORK_LAYOUTS = ["Mughal arch", "mandala", "paisley border"] as const;

/** The motif of each category, as it would be described to someone who cannot see it. */
export const CATEGORY_MOTIFS: Record<string, string> = {
  "makeup-artists": "a make-up brush and lipstick",
  "mehndi-artists": "a hand decorated with henna patterns",
  "hair-stylists": "a pair of scissors and a hair flower",
  photographers: "a camera",
  videographers: "a film camera",
  musicians: "a dhol drum and sticks",
  "djs-entertainment": "a pair of headphones and a record",
  venues: "a domed palace",
  catering: "a covered serving dish",
  decorators: "hanging marigold garlands",
  "bridal-wear": "a bridal lehenga",
  "wedding-cake-shops": "a tiered wedding cake",
  jewellery: "a bridal necklace",
  florists: "a lotus flower",
  transportation: "a vintage wedding car",
  invitations: "a sealed envelope",
  "wedding-planners": "a clipboard checklist",
};

/** Size of every artwork picture, in pixels. */
export const ARTWORK_SIZE = { width: 1200, height: 800 } as const;

/**
 * Public URL of one artwork variant, named by the responsive-image convention (decision 038), e.g.
 * `/media/demo/venues-3.1200x800.webp`: 1200×800, with 400 and 800 px WebP copies (`venues-3-400.webp`) and no
 * AVIF, which would cost minutes of CPU at every first start.
 */
export function demoImageUrl(categorySlug: string, variant: number): string {
  return taggedImageName(`/media/demo/${categorySlug}-${variant}`, ARTWORK_SIZE, false);
}

/** Palette and layout of a variant (1-based). */
export function artworkStyle(variant: number): { palette: ArtworkPalette; layout: (typeof ARTWORK_LAYOUTS)[number] } {
  const index = (variant - 1) % ARTWORK_VARIANTS;
  return {
    palette: ARTWORK_PALETTES[index % ARTWORK_PALETTES.length] as ArtworkPalette,
    layout: ARTWORK_LAYOUTS[index % ARTWORK_LAYOUTS.length] as (typeof ARTWORK_LAYOUTS)[number],
  };
}

/** Alt-text description, e.g. "Illustration of a camera within a mandala, in teal and gold". */
export function describeArtwork(categorySlug: string, variant: number): string {
  const { palette, layout } = artworkStyle(variant);
  const motif = CATEGORY_MOTIFS[categorySlug] ?? "a floral ornament";
  const frame = layout === "paisley border" ? "framed by a paisley border" : `within a ${layout}`;
  return `Illustration of ${motif} ${frame}, in ${palette.name}`;
}
