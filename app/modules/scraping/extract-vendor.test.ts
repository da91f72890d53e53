import { describe, expect, it } from "vitest";
import { describeVendor, extractVendor, pickVendorImages } from "~/modules/scraping/extract-vendor";

const sentence = (words: string) => `${words} ${"with care and attention to every detail of the day".slice(0, 60)}`;

describe("pickVendorImages", () => {
  it("keeps images whose URL names a keyword, case-insensitively, in page order", () => {
    expect(
      pickVendorImages([
        "https://sana.example/logo.png",
        "https://sana.example/img/Bridal-MEHNDI-1.jpg",
        "https://cdn.example/portfolio/2.webp",
        "https://sana.example/icons/facebook.svg",
        "https://sana.example/hair/updo.jpg",
      ]),
    ).toEqual(["https://sana.example/img/Bridal-MEHNDI-1.jpg", "https://cdn.example/portfolio/2.webp", "https://sana.example/hair/updo.jpg"]);
  });

  it("keeps at most 5, without repeats", () => {
    const urls = ["a", "a", "b", "c", "d", "e", "f"].map((name) => `https://x.example/gallery/${name}.jpg`);
    expect(pickVendorImages(urls)).toEqual(["a", "b", "c", "d", "e"].map((name) => `https://x.example/gallery/${name}.jpg`));
  });

  it.each(["wedding", "portfolio", "gallery", "makeup", "henna", "mehndi", "hair"])("knows the keyword %s", (keyword) => {
    expect(pickVendorImages([`https://x.example/${keyword}.jpg`, "https://x.example/other.jpg"])).toEqual([`https://x.example/${keyword}.jpg`]);
  });
});

describe("describeVendor", () => {
  it("joins the first 3 lines longer than 50 characters, skipping short ones", () => {
    const lines = ["Home", sentence("Bridal mehndi"), "Contact us", sentence("Party henna"), sentence("Arabic designs"), sentence("Fourth line")];
    expect(describeVendor(lines, "Henna by Sana")).toBe([lines[1], lines[3], lines[4]].join(" "));
  });

  it("needs more than 50 characters: exactly 50 is not enough", () => {
    expect(describeVendor(["x".repeat(50)], "Glam")).toBe("Professional Glam services for your special day.");
    expect(describeVendor(["x".repeat(51)], "Glam")).toBe("x".repeat(51));
  });

  it("cuts the description to 300 characters", () => {
    const description = describeVendor(["a".repeat(200), "b".repeat(200)], "Glam");
    expect(description).toHaveLength(300);
    expect(description).toBe(`${"a".repeat(200)} ${"b".repeat(99)}`);
  });

  it("measures markdown lines by their words, not their link targets", () => {
    const link = "[Book](https://sana.example/a-very-long-booking-page-address-for-the-calendar)";
    expect(describeVendor([link, `## ${sentence("Bridal **mehndi**")}`], "Sana")).toBe(sentence("Bridal mehndi"));
  });

  it("falls back to 'Professional {title} services for your special day.'", () => {
    expect(describeVendor(["Home", "Gallery"], "Henna by Sana")).toBe("Professional Henna by Sana services for your special day.");
  });
});

describe("extractVendor", () => {
  it("names the vendor in the fallback when the page has no title", () => {
    const page = { title: " ", lines: [], imageUrls: ["https://x.example/wedding.jpg"], finalUrl: "https://x.example/" };
    expect(extractVendor(page, "Glam by Aisha")).toEqual({
      description: "Professional Glam by Aisha services for your special day.",
      imageUrls: ["https://x.example/wedding.jpg"],
    });
  });
});
