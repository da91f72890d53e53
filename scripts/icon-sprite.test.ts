import type { LucideIcon } from "lucide-react";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import { ICON_NAMES } from "~/components/icon-names";
import { buildIconSprite, iconSpriteFileName, lucideIcon } from "./icon-sprite.ts";

/** The `<symbol>`s of a sprite: id → view box and inner markup. */
function symbolsOf(svg: string): Map<string, { viewBox: string; inner: string }> {
  return new Map(Array.from(svg.matchAll(/<symbol id="([^"]+)" viewBox="([^"]+)">(.*?)<\/symbol>/g), ([, id, viewBox, inner]) => [id!, { viewBox: viewBox!, inner: inner! }]));
}

/** Elements of SVG markup as "tag attr=value …" lines, attributes sorted: the same shapes whether self-closed or not. */
function shapes(markup: string): string[] {
  return Array.from(markup.matchAll(/<([a-z]+)((?:\s+[\w:-]+="[^"]*")*)\s*\/?>/g), ([, tag, attributes]) =>
    [tag, ...Array.from(attributes!.matchAll(/([\w:-]+)="([^"]*)"/g), ([, name, value]) => `${name}=${value}`).sort()].join(" "),
  );
}

/** What lucide-react's own component draws for an icon: its elements, without the outer `<svg>`. */
async function lucideShapes(name: string): Promise<string[]> {
  const component = ((await import(`lucide-react/icons/${name}`)) as { default: LucideIcon }).default;
  return shapes(renderToStaticMarkup(createElement(component)).replace(/^<svg[^>]*>/, "").replace(/<\/svg>$/, ""));
}

describe("the icon sprite", () => {
  let sprite = "";
  beforeAll(async () => {
    sprite = await buildIconSprite(ICON_NAMES);
  });

  it("holds one symbol for every icon name the site may use, and no other", () => {
    const symbols = symbolsOf(sprite);
    expect([...symbols.keys()]).toEqual([...ICON_NAMES]);
    for (const [name, symbol] of symbols) {
      expect(symbol.viewBox, name).toBe("0 0 24 24");
      expect(symbol.inner, name).not.toBe("");
    }
    expect(sprite).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"><symbol /);
  });

  it.each(["map-pin", "star", "calendar-check", "heart", "circle-exclamation-point"])("draws %s exactly as lucide-react's component does", async (name) => {
    const symbol = symbolsOf(sprite).get(name)!;
    expect(shapes(symbol.inner)).toEqual(await lucideShapes(name));
    // React's list keys are no SVG attributes.
    expect(symbol.inner).not.toContain("key=");
  });

  it("draws every icon as lucide-react's component does", async () => {
    const symbols = symbolsOf(sprite);
    for (const name of ICON_NAMES) expect(shapes(symbols.get(name)!.inner), name).toEqual(await lucideShapes(name));
  });

  it("is named after its content, so a changed sprite gets a new URL", async () => {
    const name = iconSpriteFileName(sprite);
    expect(name).toMatch(/^assets\/icons-[\w-]{8}\.svg$/);
    expect(iconSpriteFileName(sprite)).toBe(name);
    expect(iconSpriteFileName(await buildIconSprite(["x", "menu"]))).not.toBe(name);
  });

  it("refuses a name lucide-react does not have, an alias and a repeated name", async () => {
    await expect(lucideIcon("no-such-icon-at-all")).rejects.toThrow('lucide-react has no icon "no-such-icon-at-all"');
    // "music" is the old name of "eighth-notes"; its module only re-exports the component.
    await expect(lucideIcon("music")).rejects.toThrow(/exports no node data: an alias/);
    await expect(lucideIcon("../icons/x")).rejects.toThrow("Not a lucide icon name");
    await expect(buildIconSprite(["x", "x"])).rejects.toThrow("named twice");
  });
});
