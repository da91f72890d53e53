import { readFileSync } from "node:fs";
import path from "node:path";
import { CalendarCheck, MapPin, Star, type LucideIcon } from "lucide-react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CompactIcon, type CompactIconName } from "~/components/compact-icon";

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

const icons: [CompactIconName, LucideIcon][] = [
  ["map-pin", MapPin],
  ["star", Star],
  ["calendar-check", CalendarCheck],
];

describe("CompactIcon", () => {
  it.each(icons)("draws %s with lucide-react's own shapes, hidden from assistive technology", (name, Lucide) => {
    const compact = renderToStaticMarkup(<CompactIcon name={name} className="size-4 shrink-0" />);
    const lucide = renderToStaticMarkup(<Lucide className="size-4 shrink-0" aria-hidden="true" />);
    const shapes = (svg: string) => svg.replace(/^<svg[^>]*>/, "");
    expect(shapes(compact)).toBe(shapes(lucide));
    expect(compact).toMatch(/^<svg viewBox="0 0 24 24" class="icon lucide-[a-z-]+ size-4 shrink-0" aria-hidden="true">/);
    // Browser tests find a card's location through its map pin.
    expect(compact).toContain(`lucide-${name} `);
    // The point of it: far lighter than the component it stands for.
    expect(compact.length).toBeLessThanOrEqual(lucide.length - 150);
  });

  it("gets the stroke lucide-react writes on each icon from the .icon class", () => {
    const lucide = renderToStaticMarkup(<MapPin />);
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
