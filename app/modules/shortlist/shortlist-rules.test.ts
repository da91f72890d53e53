import { describe, expect, it } from "vitest";
import { MAX_SHORTLIST_VENDORS } from "~/db/schema-couples";
import {
  compareSelectionNotice,
  enquiryStatusText,
  isShortlistToken,
  MAX_SHORTLIST_VENDORS_SHOWN,
  mergeMessage,
  returnPathFrom,
  SHORTLIST_MESSAGES,
  shortlistNotice,
} from "~/modules/shortlist/shortlist-rules";

describe("shortlist rules", () => {
  it("keeps the browser's cap equal to the database module's, and says it in the full message", () => {
    expect(MAX_SHORTLIST_VENDORS_SHOWN).toBe(MAX_SHORTLIST_VENDORS);
    expect(SHORTLIST_MESSAGES.full).toBe("Your shortlist is full: it holds up to 100 vendors. Remove one to save another.");
  });

  it("accepts only 24 base64url characters as an id", () => {
    expect(isShortlistToken("AbCdEfGhIjKlMnOpQrStUv-_")).toBe(true);
    for (const value of ["", "short", "AbCdEfGhIjKlMnOpQrStUv-_x", "AbCdEfGhIjKlMnOpQrStUv+/", "' or 1=1 --aaaaaaaaaaaaaa", undefined, 42]) {
      expect(isShortlistToken(value)).toBe(false);
    }
  });

  it("goes back only to a page of the site itself", () => {
    const origins = ["http://localhost:3000", "https://shaadi.example"];
    expect(returnPathFrom("http://localhost:3000/category/venues?page=2", origins)).toBe("/category/venues?page=2");
    expect(returnPathFrom("https://shaadi.example/vendor/7", origins)).toBe("/vendor/7");
    expect(returnPathFrom("https://evil.example/phish", origins)).toBe("/shortlist");
    expect(returnPathFrom("not a url", origins)).toBe("/shortlist");
    expect(returnPathFrom(null, origins)).toBe("/shortlist");
  });

  it("names the compare selection's problem", () => {
    expect([0, 1, 2, 3, 4, 5, 50].map(compareSelectionNotice)).toEqual([
      "compare-few", "compare-few", undefined, undefined, undefined, "compare-many", "compare-many",
    ]);
    expect(shortlistNotice("compare-many")).toBe("You can compare up to 4 vendors at once.");
    expect(shortlistNotice("toString")).toBeUndefined();
    expect(shortlistNotice(null)).toBeUndefined();
  });

  it("says what a merge saved and what the cap left out", () => {
    expect(mergeMessage(2, 0)).toBe("Saved 2 vendors to your shortlist.");
    expect(mergeMessage(1, 0)).toBe("Saved 1 vendor to your shortlist.");
    expect(mergeMessage(0, 0)).toBe("No new vendors were saved: your shortlist already has them.");
    expect(mergeMessage(3, 2)).toBe(`Saved 3 vendors to your shortlist. 2 could not be saved: ${SHORTLIST_MESSAGES.full}`);
  });

  it("writes the enquiry status", () => {
    expect(enquiryStatusText(null)).toBe("Not contacted");
    expect(enquiryStatusText("2026-06-03T23:30:00.000Z")).toBe("Enquiry sent on 3 June 2026");
  });
});
