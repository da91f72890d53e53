import { Heart, MapPin, Star } from "lucide-react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Icon } from "~/components/icon";

/** The opening `<svg …>` tag of rendered markup. */
const svgTag = (html: string) => /^<svg[^>]*>/.exec(html)?.[0];

describe("Icon", () => {
  it("renders the <svg> lucide-react renders, attribute for attribute, around a <use> of the sprite", () => {
    expect(svgTag(renderToStaticMarkup(<Icon name="map-pin" />))).toBe(svgTag(renderToStaticMarkup(<MapPin />)));
    expect(svgTag(renderToStaticMarkup(<Icon name="star" className="size-4 fill-current" />))).toBe(
      svgTag(renderToStaticMarkup(<Star className="size-4 fill-current" />)),
    );
    expect(svgTag(renderToStaticMarkup(<Icon name="heart" size={16} className="mt-1" />))).toBe(svgTag(renderToStaticMarkup(<Heart size={16} className="mt-1" />)));
    const html = renderToStaticMarkup(<Icon name="map-pin" className="size-4" />);
    expect(html).toMatch(/<use href="\/assets\/icons-[\w-]{8}\.svg#map-pin"><\/use><\/svg>$/);
    expect(html).toContain('class="lucide lucide-map-pin size-4" aria-hidden="true"');
  });

  it("is hidden from assistive technology unless it is labelled", () => {
    expect(renderToStaticMarkup(<Icon name="star" />)).toContain('aria-hidden="true"');
    const labelled = renderToStaticMarkup(<Icon name="star" label="Featured" />);
    expect(labelled).not.toContain("aria-hidden");
    expect(labelled).toContain('role="img" aria-label="Featured"');
    // As lucide-react: any aria-* prop, a role or a title means the caller took care of it.
    expect(renderToStaticMarkup(<Icon name="star" aria-labelledby="rating" />)).not.toContain("aria-hidden");
    expect(svgTag(renderToStaticMarkup(<Icon name="star" aria-hidden="true" />))).toBe(svgTag(renderToStaticMarkup(<Star aria-hidden="true" />)));
  });
});
