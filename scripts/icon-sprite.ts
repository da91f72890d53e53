/**
 * The SVG sprite of the site's lucide icons (decision 076, third round): one `<symbol id="<name>">` per icon, drawn
 * from lucide-react's own icon data, so the sprite always matches the installed lucide-react and no icon's code
 * reaches the browser. `iconSprite()` is the Vite plugin that writes the sprite as a content-hashed asset of the
 * client build (`/assets/icons-<hash>.svg`, cached for a year like every asset) and gives both builds its URL as
 * the constant `__ICON_SPRITE_URL__`, which app/components/icon.tsx reads.
 */
import { createHash } from "node:crypto";
import type { Plugin } from "vite";

/** lucide's node data: `[tag, attributes]`, or `[tag, attributes, children]` for a nested element. */
export type IconNode = readonly (readonly [string, Readonly<Record<string, unknown>>, IconNode?])[];

/** What an icon module of lucide-react exports, old and new spellings (`__iconNode` before 1.x). */
type IconModule = { __iconData?: { node?: unknown; size?: unknown }; __iconNode?: unknown };

const ICON_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The shapes and view box of one lucide icon, read from lucide-react's own module for it
 * (`lucide-react/icons/<name>`, its `__iconData`). Input: the icon's kebab-case file name ("map-pin"). Output:
 * the node list and the square view box's side (24). Throws an Error for a name that is not kebab-case, that
 * lucide-react does not have, or whose module carries no node data (an alias's module, which only re-exports the
 * icon's current name, or a lucide-react whose format changed).
 */
export async function lucideIcon(name: string): Promise<{ node: IconNode; size: number }> {
  if (!ICON_NAME.test(name)) throw new Error(`Not a lucide icon name: ${JSON.stringify(name)}`);
  let module: IconModule;
  try {
    module = (await import(`lucide-react/icons/${name}`)) as IconModule;
  } catch (error) {
    throw new Error(`lucide-react has no icon "${name}"`, { cause: error });
  }
  const node = module.__iconData?.node ?? module.__iconNode;
  // An old name's module only re-exports the icon's new one ("music" → "eighth-notes"), without its data.
  if (!Array.isArray(node)) throw new Error(`lucide-react's icon "${name}" exports no node data: an alias? Name the icon its module re-exports`);
  const size = module.__iconData?.size;
  return { node: node as IconNode, size: typeof size === "number" ? size : 24 };
}

function escapeAttribute(value: string): string {
  return value.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");
}

/** Elements as SVG markup; `key` is React's list key, not an SVG attribute. */
function nodeMarkup(node: IconNode): string {
  return node
    .map(([tag, attributes, children]) => {
      const written = Object.entries(attributes)
        .filter(([name, value]) => name !== "key" && value !== undefined && value !== null)
        .map(([name, value]) => ` ${name}="${escapeAttribute(String(value))}"`)
        .join("");
      return children?.length ? `<${tag}${written}>${nodeMarkup(children)}</${tag}>` : `<${tag}${written}/>`;
    })
    .join("");
}

/**
 * The sprite's text: an `<svg>` holding one `<symbol id="<name>" viewBox="0 0 24 24">` per name, in the order
 * given, each with lucide-react's elements and their attributes (no stroke or fill: the `<svg>` that uses a
 * symbol sets them, as lucide-react's component does, and they inherit into it). Input: kebab-case icon names,
 * without repeats. Throws an Error for a repeated name and as {@link lucideIcon} does.
 */
export async function buildIconSprite(names: readonly string[]): Promise<string> {
  if (new Set(names).size !== names.length) throw new Error("An icon is named twice in the sprite's list");
  const symbols = await Promise.all(
    names.map(async (name) => {
      const { node, size } = await lucideIcon(name);
      return `<symbol id="${name}" viewBox="0 0 ${size} ${size}">${nodeMarkup(node)}</symbol>`;
    }),
  );
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}</svg>\n`;
}

/**
 * The sprite's path in the client build, named after its content like Vite's own assets
 * (`assets/icons-<8 characters of base64url SHA-256>.svg`), so a changed sprite gets a new URL and the old one can be
 * cached for ever. Input: the sprite's text. Throws nothing.
 */
export function iconSpriteFileName(svg: string): string {
  return `assets/icons-${createHash("sha256").update(svg).digest("base64url").slice(0, 8)}.svg`;
}

/**
 * The Vite plugin: builds the sprite of `names` once, defines `__ICON_SPRITE_URL__` (the sprite's URL under the
 * config's base, "/assets/icons-<hash>.svg") for every environment, so the server's HTML and the browser's code
 * name the same file, emits the sprite into the client build, and serves it at that URL in development.
 * Throws (fails the build) as {@link buildIconSprite} does, and when the resolved base differs from the one the
 * URL was built with.
 */
export function iconSprite(names: readonly string[]): Plugin {
  let svg = "";
  let fileName = "";
  let url = "";
  return {
    name: "icon-sprite",
    async config(config) {
      svg = await buildIconSprite(names);
      fileName = iconSpriteFileName(svg);
      const base = config.base ?? "/";
      url = `${base.endsWith("/") ? base : `${base}/`}${fileName}`;
      return { define: { __ICON_SPRITE_URL__: JSON.stringify(url) } };
    },
    configResolved(resolved) {
      if (!url.startsWith(resolved.base)) throw new Error(`The icon sprite's URL ${url} is outside the base ${resolved.base}`);
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        if (request.url?.split("?")[0] !== url) return next();
        response.setHeader("Content-Type", "image/svg+xml");
        response.end(svg);
      });
    },
    generateBundle() {
      // The server build only needs the URL; the file is served from the client build's assets.
      if (this.environment.name === "client") this.emitFile({ type: "asset", fileName, source: svg });
    },
  };
}
