import { readFileSync } from "node:fs";
import path from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Badge } from "~/components/ui/badge";

const appCss = readFileSync(path.resolve(import.meta.dirname, "../../app.css"), "utf8");
const componentsLayer = /@layer components \{([\s\S]*?)\n\}/.exec(appCss)?.[1] ?? "";

/** Where `.name {` starts in app.css's components layer, or -1. */
const ruleAt = (name: string) => componentsLayer.search(new RegExp(`\\n\\s*\\.${name} \\{`));

describe("Badge", () => {
  it.each(["brand", "gold", "neutral", "feature"] as const)("renders the %s variant with classes app.css defines", (variant) => {
    const html = renderToStaticMarkup(<Badge variant={variant}>Label</Badge>);
    expect(html).toBe(`<span class="badge badge-${variant}">Label</span>`);
    expect(ruleAt("badge")).toBeGreaterThanOrEqual(0);
    // After the base rule, so a variant's font weight (feature: medium) replaces the base one (semibold).
    expect(ruleAt(`badge-${variant}`)).toBeGreaterThan(ruleAt("badge"));
  });

  it("is the brand variant by default and keeps a caller's classes and attributes", () => {
    expect(renderToStaticMarkup(<Badge>New</Badge>)).toBe('<span class="badge badge-brand">New</span>');
    expect(renderToStaticMarkup(<Badge variant="gold" className="self-start text-sm" data-testid="status">Live</Badge>)).toBe(
      '<span class="badge badge-gold self-start text-sm" data-testid="status">Live</span>',
    );
  });
});
