/**
 * Writes `public/images/category-art.svg`, the artwork shown for vendors without photos (decision 071): one
 * `<symbol>` per category of `CATEGORY_ART_SLUGS` and a default, each a tinted ground, a mandala ring, the category's
 * motif in the corners and a medallion left empty for the vendor's initials, which the page writes over it.
 * The motifs are lucide icons (ISC), the app's own icon set. Usage: `node scripts/build-category-art.ts`; commit the file.
 */
import "./register-app-imports.ts";
import fs from "node:fs";
import path from "node:path";
import type { CATEGORY_ART_SLUGS, DEFAULT_CATEGORY_ART } from "~/modules/categories/category-art";
import { lucideIcon, type IconNode } from "./icon-sprite.ts";

// After the app's import paths are registered.
const { CATEGORY_ART_BOX, CATEGORY_ART_URL } = await import("~/modules/categories/category-art");

type Palette = { ground: string; ring: string; ink: string };

const PALETTES = {
  rose: { ground: "#fbe7ec", ring: "#f2c4d0", ink: "#a3324f" },
  saffron: { ground: "#fdf1da", ring: "#f3d59c", ink: "#9a6416" },
  teal: { ground: "#e2f3ef", ring: "#b5dfd5", ink: "#23695b" },
  plum: { ground: "#f0e6f6", ring: "#d8c1e8", ink: "#633a86" },
  indigo: { ground: "#e6eaf8", ring: "#c2cbee", ink: "#36479a" },
  terracotta: { ground: "#fbeae2", ring: "#f1c7b3", ink: "#a44a25" },
} satisfies Record<string, Palette>;

/** Each category's lucide icon and palette; the compiler asks for every slug. */
const ART: Record<(typeof CATEGORY_ART_SLUGS)[number] | typeof DEFAULT_CATEGORY_ART, { icon: string; palette: keyof typeof PALETTES }> = {
  "bridal-wear": { icon: "shirt", palette: "rose" },
  catering: { icon: "chef-hat", palette: "saffron" },
  decorators: { icon: "sparkles", palette: "plum" },
  "djs-entertainment": { icon: "disc-3", palette: "indigo" },
  florists: { icon: "flower-2", palette: "rose" },
  "hair-stylists": { icon: "scissors", palette: "terracotta" },
  invitations: { icon: "mail", palette: "saffron" },
  jewellery: { icon: "gem", palette: "plum" },
  "makeup-artists": { icon: "brush", palette: "rose" },
  "mehndi-artists": { icon: "hand", palette: "terracotta" },
  musicians: { icon: "eighth-notes", palette: "indigo" },
  photographers: { icon: "camera", palette: "teal" },
  transportation: { icon: "car", palette: "indigo" },
  venues: { icon: "building-complex", palette: "teal" },
  videographers: { icon: "video", palette: "teal" },
  "wedding-cake-shops": { icon: "cake-slice", palette: "saffron" },
  "wedding-planners": { icon: "clipboard-list", palette: "plum" },
  default: { icon: "heart", palette: "rose" },
};

const root = path.resolve(import.meta.dirname, "..");

const attributes = (values: Readonly<Record<string, unknown>>) =>
  Object.entries(values)
    .filter(([key]) => key !== "key")
    .map(([key, value]) => ` ${key}="${String(value)}"`)
    .join("");

/** The icon's 24-unit drawing at (x, y), `size` units wide. */
function motif(node: IconNode, x: number, y: number, size: number, extra = ""): string {
  const shapes = node.map(([tag, values]) => `<${tag}${attributes(values)}/>`).join("");
  return `<g transform="translate(${x} ${y}) scale(${size / 24})"${extra}>${shapes}</g>`;
}

function symbol(id: string, node: IconNode, palette: Palette): string {
  const { width, height } = CATEGORY_ART_BOX;
  const cx = width / 2;
  const cy = height / 2;
  const petals = Array.from({ length: 16 }, (_, n) => {
    const angle = (n * Math.PI) / 8;
    return `<circle cx="${(cx + 74 * Math.cos(angle)).toFixed(1)}" cy="${(cy + 74 * Math.sin(angle)).toFixed(1)}" r="7"/>`;
  }).join("");
  const corners = [
    [16, 14],
    [width - 56, 14],
    [16, height - 54],
    [width - 56, height - 54],
  ]
    .map(([x, y]) => motif(node, x!, y!, 40))
    .join("");
  return [
    `<symbol id="${id}" viewBox="0 0 ${width} ${height}">`,
    `<rect width="${width}" height="${height}" fill="${palette.ground}"/>`,
    `<g fill="none" stroke="${palette.ring}" stroke-width="2">`,
    `<circle cx="${cx}" cy="${cy}" r="92" stroke-dasharray="2 6" stroke-linecap="round"/>`,
    `<circle cx="${cx}" cy="${cy}" r="60"/>${petals}</g>`,
    `<g fill="none" stroke="${palette.ink}" stroke-width="1.5" stroke-linecap="round" stroke-linejoin="round" opacity=".35">${corners}</g>`,
    `<circle cx="${cx}" cy="${cy}" r="52" fill="#fff" stroke="${palette.ink}" stroke-width="2"/>`,
    `<g fill="none" stroke="${palette.ink}" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${motif(node, cx - 9, cy + 22, 18)}</g>`,
    `</symbol>`,
  ].join("");
}

const symbols: string[] = [];
for (const [id, { icon, palette }] of Object.entries(ART)) symbols.push(symbol(id, (await lucideIcon(icon)).node, PALETTES[palette]));
const svg = `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join("\n")}\n</svg>\n`;
const target = path.join(root, "public", CATEGORY_ART_URL);
fs.writeFileSync(target, svg);
console.log(`Wrote ${path.relative(root, target)} (${symbols.length} symbols, ${svg.length} bytes)`);
