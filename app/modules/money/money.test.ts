import { describe, expect, it } from "vitest";
import { formatPrice, parsePoundsToPence } from "~/modules/money/money";

describe("formatPrice", () => {
  it("shows whole pounds without pence and pence when there are any", () => {
    expect(formatPrice(125000)).toBe("£1,250");
    expect(formatPrice(125050)).toBe("£1,250.50");
    expect(formatPrice(100)).toBe("£1");
    expect(formatPrice(100000000)).toBe("£1,000,000");
  });
});

describe("parsePoundsToPence", () => {
  it("reads pounds, pounds and pence, thousands separators and a pound sign", () => {
    expect(parsePoundsToPence("1250")).toBe(125000);
    expect(parsePoundsToPence("1,250")).toBe(125000);
    expect(parsePoundsToPence("£1,250.50")).toBe(125050);
    expect(parsePoundsToPence(" 1250.5 ")).toBe(125050);
  });

  it("refuses anything that is not an amount", () => {
    for (const text of ["", "abc", "-5", "12.345", "1,25", "1e3", "£"]) expect(parsePoundsToPence(text)).toBeUndefined();
  });
});
