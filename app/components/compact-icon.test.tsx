import { readFileSync } from "node:fs";
import path from "node:path";
import { MapPin, Star } from "lucide-react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CompactIcon } from "~/components/compact-icon";
import { Icon } from "~/components/icon";

const appCss = readFileSync(path.resolve(import.meta.dirname, "../app.css"), "utf8");

/** The declarations of `.selector { … }` in app.css, as a property → value map. */
function cssRule(selector: string): Record<string, string> {
  const body = new RegExp(`\\n\\s*${selector.replace(".", "\\.")} \\{([^}]*)\\}`).exec(appCss)?.[1] ?? "";
  return Object.fromEntries(
    body
      .split(";")
      .map((declaration) => declaration.split(":").map((part) => part.trim()))
      .filter(([property, value]) => property && value),
  );
}

describe("CompactIcon", () => {
  it("draws the sprite's symbol as Icon does, hidden from assistive technology, in far fewer bytes", () => {
    const compact = renderToStaticMarkup(<CompactIcon name="map-pin" className="size-4 shrink-0" />);
    const icon = renderToStaticMarkup(<Icon name="map-pin" className="size-4 shrink-0" />);
    const use = (svg: string) => svg.replace(/^<svg[^>]*>/, "");
    expect(use(compact)).toBe(use(icon));
    expect(compact).toMatch(/^<svg viewBox="0 0 24 24" class="icon lucide-map-pin size-4 shrink-0" aria-hidden="true"><use href="[^"]+#map-pin">/);
    // The point of it: far lighter than lucide-react's markup, which a category page repeats on each card.
    expect(compact.length).toBeLessThanOrEqual(icon.length - 120);
    expect(compact.length).toBeLessThanOrEqual(renderToStaticMarkup(<MapPin className="size-4 shrink-0" aria-hidden="true" />).length - 150);
  });

  it("gets the stroke lucide-react writes on each icon from the .icon class", () => {
    const lucide = renderToStaticMarkup(<Star />);
    const attribute = (name: string) => new RegExp(` ${name}="([^"]*)"`).exec(lucide)?.[1];
    const rule = cssRule(".icon");
    expect(rule).toEqual({
      fill: attribute("fill"),
      stroke: attribute("stroke"),
      "stroke-width": attribute("stroke-width"),
      "stroke-linecap": attribute("stroke-linecap"),
      "stroke-linejoin": attribute("stroke-linejoin"),
    });
    expect(rule.stroke).toBe("currentColor");
  });
});
