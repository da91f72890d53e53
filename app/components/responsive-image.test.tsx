import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ResponsiveImage } from "~/components/responsive-image";
import { IMAGE_SIZES, VendorImage } from "~/components/vendor-image";

/** The attributes of each tag named `name`, as a browser reads them. */
function tags(html: string, name: string): Record<string, string>[] {
  return [...html.matchAll(new RegExp(`<${name}\\b[^>]*>`, "g"))].map(([tag]) =>
    Object.fromEntries([...tag.matchAll(/\s([a-zA-Z-]+)="([^"]*)"/g)].map(([, key, value]) => [key!.toLowerCase(), value!.replaceAll("&amp;", "&")])),
  );
}

describe("ResponsiveImage", () => {
  it("gives a card a WebP srcset up to 800 px, its sizes and its shape, lazily", () => {
    const html = renderToString(<VendorImage image={{ url: "/media/demo/venues-3.1200x800.webp", alt: "A palace" }} vendorName="Hall" />);
    expect(html).not.toContain("<picture");
    const [img] = tags(html, "img");
    expect(img).toMatchObject({
      src: "/media/demo/venues-3.1200x800.webp",
      srcset: "/media/demo/venues-3-400.webp 400w,/media/demo/venues-3-800.webp 800w",
      sizes: IMAGE_SIZES.card,
      width: "1200",
      height: "800",
      loading: "lazy",
      decoding: "async",
      alt: "A palace",
    });
    expect(img).not.toHaveProperty("fetchpriority");
  });

  it("puts an AVIF source first when AVIF copies exist, with the same widths and sizes", () => {
    const html = renderToString(<ResponsiveImage src="/m/g-1.800x533a.webp" alt="" sizes="100vw" />);
    expect(html).toMatch(/^<picture[^>]*><source[^>]*\/?><img[^>]*\/?><\/picture>$/);
    const [source] = tags(html, "source");
    expect(source).toEqual({ type: "image/avif", srcset: "/m/g-1-400.avif 400w,/m/g-1-800.avif 800w", sizes: "100vw" });
    const [img] = tags(html, "img");
    expect(img).toMatchObject({ srcset: "/m/g-1-400.webp 400w,/m/g-1.800x533a.webp 800w", sizes: "100vw", width: "800", height: "533" });
  });

  it("fetches the first visible image at once, with high priority", () => {
    const html = renderToString(<VendorImage image={{ url: "/media/demo/venues-3.1200x800.webp", alt: "" }} vendorName="Hall" slot="hero" priority />);
    const [img] = tags(html, "img");
    expect(img).toMatchObject({ fetchpriority: "high", sizes: IMAGE_SIZES.hero, width: "1200", height: "800" });
    expect(img!.srcset).toContain("1200w");
    expect(img).not.toHaveProperty("loading");
  });

  it("shows an image stored without copies as it is, with a shape to keep the page still", () => {
    const html = renderToString(<VendorImage image={{ url: "/media/uploads/vendors/1/gallery-x.webp", alt: "" }} vendorName="Hall" />);
    const [img] = tags(html, "img");
    expect(img).toMatchObject({ src: "/media/uploads/vendors/1/gallery-x.webp", width: "1200", height: "800", loading: "lazy", alt: "Hall" });
    expect(img).not.toHaveProperty("srcset");
    expect(img).not.toHaveProperty("sizes");
  });

  it("gives thumbnails copies up to 400 px only", () => {
    const html = renderToString(<VendorImage image={{ url: "/m/a.1200x800a.webp", alt: "" }} vendorName="Hall" slot="thumbnail" />);
    expect(tags(html, "source")[0]!.srcset).toBe("/m/a-400.avif 400w");
    expect(tags(html, "img")[0]!.srcset).toBe("/m/a-400.webp 400w");
  });
});
