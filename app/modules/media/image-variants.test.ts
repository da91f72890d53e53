import { describe, expect, it } from "vitest";
import { parseImageVariants, srcsetOf, taggedImageName, variantUrl, variantUrls, variantWidths } from "~/modules/media/image-variants";

describe("the responsive image naming convention", () => {
  it("names a full-size image by its size and whether AVIF copies exist", () => {
    expect(taggedImageName("/media/demo/venues-3", { width: 1200, height: 800 }, false)).toBe("/media/demo/venues-3.1200x800.webp");
    expect(taggedImageName("vendors/7/gallery-ab", { width: 533, height: 800 }, true)).toBe("vendors/7/gallery-ab.533x800a.webp");
    expect(() => taggedImageName("x", { width: 0, height: 10 }, false)).toThrow(/Invalid image size/);
    expect(() => taggedImageName("x", { width: 10.5, height: 10 }, false)).toThrow(/Invalid image size/);
  });

  it("makes copies only below the full width", () => {
    expect(variantWidths(1200)).toEqual([400, 800, 1200]);
    expect(variantWidths(1600)).toEqual([400, 800, 1200, 1600]);
    expect(variantWidths(800)).toEqual([400, 800]);
    expect(variantWidths(533)).toEqual([400, 533]);
    expect(variantWidths(400)).toEqual([400]);
    expect(variantWidths(120)).toEqual([120]);
  });

  it("reads a tagged URL and derives its copies' URLs from it", () => {
    const image = parseImageVariants("/media/uploads/vendors/7/gallery-ab.800x533a.webp")!;
    expect(image).toEqual({
      src: "/media/uploads/vendors/7/gallery-ab.800x533a.webp",
      width: 800,
      height: 533,
      widths: [400, 800],
      avif: true,
      stem: "/media/uploads/vendors/7/gallery-ab",
    });
    expect(variantUrl(image, 400, "webp")).toBe("/media/uploads/vendors/7/gallery-ab-400.webp");
    expect(variantUrl(image, 800, "webp")).toBe(image.src);
    expect(variantUrl(image, 800, "avif")).toBe("/media/uploads/vendors/7/gallery-ab-800.avif");
    expect(variantUrls(image)).toEqual([
      "/media/uploads/vendors/7/gallery-ab-400.webp",
      "/media/uploads/vendors/7/gallery-ab-400.avif",
      "/media/uploads/vendors/7/gallery-ab-800.avif",
    ]);
    expect(variantUrls(parseImageVariants("https://cdn.example/v/1/logo-x.300x300.webp")!)).toEqual([]);
  });

  it("leaves images stored before copies existed as they are", () => {
    for (const url of ["/media/uploads/vendors/7/gallery-ab.webp", "/images/vendor-placeholder.webp", "/media/demo/venues-3.webp", "/a.800x533.jpg", "/a.0x5.webp"]) {
      expect(parseImageVariants(url), url).toBeUndefined();
    }
  });

  it("writes a compact srcset with w descriptors, up to a widest copy", () => {
    const image = parseImageVariants("/media/demo/venues-3.1200x800.webp")!;
    expect(srcsetOf(image, "webp")).toBe("/media/demo/venues-3-400.webp 400w,/media/demo/venues-3-800.webp 800w,/media/demo/venues-3.1200x800.webp 1200w");
    expect(srcsetOf(image, "webp", 800)).toBe("/media/demo/venues-3-400.webp 400w,/media/demo/venues-3-800.webp 800w");
    expect(srcsetOf(image, "avif", 800)).toBe("/media/demo/venues-3-400.avif 400w,/media/demo/venues-3-800.avif 800w");
    // A slot narrower than every copy still gets the narrowest.
    expect(srcsetOf(image, "webp", 200)).toBe("/media/demo/venues-3-400.webp 400w");
  });
});
