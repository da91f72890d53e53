import { describe, expect, it } from "vitest";
import { BUSINESS_HOURS, priceRangeLabel, telHref, vendorInitials, withHttps } from "~/modules/vendors/vendor-format";

describe("priceRangeLabel", () => {
  it.each([
    ["£", "£ Budget"],
    ["££", "££ Mid-range"],
    ["£££", "£££ Premium"],
    ["££££", "££££ Luxury"],
  ])("labels %s as %s", (range, label) => {
    expect(priceRangeLabel(range)).toBe(label);
  });

  it.each([null, undefined, "", "£££££", "$$", "cheap", "toString", "constructor"])(
    "gives an empty string for %j",
    (range) => {
      expect(priceRangeLabel(range)).toBe("");
    },
  );
});

describe("withHttps", () => {
  it("adds https:// when the prefix is missing", () => {
    expect(withHttps("example.com")).toBe("https://example.com");
    expect(withHttps("www.instagram.com/henna")).toBe("https://www.instagram.com/henna");
  });

  it("keeps an existing http or https prefix, in any case", () => {
    expect(withHttps("https://example.com")).toBe("https://example.com");
    expect(withHttps("http://example.com")).toBe("http://example.com");
    expect(withHttps("HTTPS://Example.com")).toBe("HTTPS://Example.com");
  });

  it("trims surrounding spaces", () => {
    expect(withHttps("  example.com  ")).toBe("https://example.com");
    expect(withHttps(" https://example.com ")).toBe("https://example.com");
  });

  it("does not let a script URL through unprefixed", () => {
    expect(withHttps("javascript:alert(1)")).toBe("https://javascript:alert(1)");
  });
});

describe("telHref", () => {
  it("keeps only digits", () => {
    expect(telHref("020 7946 0000")).toBe("tel:02079460000");
    expect(telHref("(0161) 496-0000")).toBe("tel:01614960000");
  });

  it("keeps a leading +", () => {
    expect(telHref(" +44 20 7946 0000 ")).toBe("tel:+442079460000");
  });
});

describe("BUSINESS_HOURS", () => {
  it("reads Mon–Fri 9–6, Sat 10–4, Sun closed", () => {
    expect(BUSINESS_HOURS.map((row) => row.hours)).toEqual(["9:00 am – 6:00 pm", "10:00 am – 4:00 pm", "Closed"]);
  });
});

describe("vendorInitials", () => {
  it("takes the first letters of the first two words that say who the vendor is", () => {
    expect(vendorInitials("Noor Bridal Mehndi Studio")).toBe("NB");
    expect(vendorInitials("The Henna Room")).toBe("HR");
    expect(vendorInitials("lotus")).toBe("L");
    expect(vendorInitials("DJ-Kiran & Sons")).toBe("DK");
    expect(vendorInitials("Élan Décor")).toBe("ÉD");
    expect(vendorInitials("The")).toBe("T");
    expect(vendorInitials("")).toBe("");
  });
});
