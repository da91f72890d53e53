import anyAscii from "any-ascii";

// Text for the PDF's built-in Helvetica (decision 057). The standard fonts are encoded in WinAnsi (Windows-1252):
// Latin-1 plus a few typographic signs. A character outside it would be written as the low byte of its code
// and print as a wrong letter, so it is spelled in Latin letters instead ('ਸਿਮਰਨ' → 'simrn', 'Ł' → 'L',
// '₹' → 'Rs'), and what has no spelling is dropped.

/** The characters WinAnsi adds to Latin-1 in 0x80–0x9F (pdfkit's own table). */
const WIN_ANSI_EXTRAS = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ");

function isWinAnsi(char: string): boolean {
  const code = char.codePointAt(0)!;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRAS.has(char);
}

/**
 * `text` in characters the PDF's standard fonts can draw: composed (NFC), line breaks kept, tabs as spaces, other
 * control characters dropped, and every character outside WinAnsi transliterated by any-ascii.
 * Input: any text. Output: the same text where it already fits ('Zoë Ahmed' stays as it is).
 */
export function toWinAnsi(text: string): string {
  let result = "";
  for (const char of text.normalize("NFC").replace(/\r\n?/g, "\n").replace(/\t/g, " ")) {
    if (char === "\n" || isWinAnsi(char)) result += char;
    else if (char.codePointAt(0)! >= 0x20 && !(char >= "\u007f" && char <= "\u009f")) result += anyAscii(char);
  }
  return result;
}
