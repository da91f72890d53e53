import { describe, expect, it } from "vitest";
import { toWinAnsi } from "~/modules/conversations/pdf-text.server";

describe("toWinAnsi", () => {
  it("keeps Latin-1 and WinAnsi's typographic signs as they are", () => {
    expect(toWinAnsi("Zoë Ahmed – “Façade” £1,250 €5 naïve Œuvre")).toBe("Zoë Ahmed – “Façade” £1,250 €5 naïve Œuvre");
  });

  it("composes decomposed letters before judging them", () => {
    expect(toWinAnsi("Zoe\u0308")).toBe("Zoë");
  });

  it("spells other scripts and signs in Latin letters", () => {
    expect(toWinAnsi("ਸਿਮਰਨ ਕੌਰ")).toBe("simrn kaur");
    expect(toWinAnsi("Łódź ₹500")).toBe("Lódz Rs500");
  });

  it("keeps line breaks, turns tabs into spaces and drops control characters", () => {
    expect(toWinAnsi("one\r\ntwo\tthree\u0000\u0085four")).toBe("one\ntwo threefour");
  });
});
