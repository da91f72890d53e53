import { describe, expect, it } from "vitest";
import { AppError } from "~/modules/errors/app-error";
import { decodeCsvBytes, hasUtf8MultiByteCharacter, isPlausibleWindows1252 } from "~/modules/imports/csv-encoding";
import { checkCsv } from "~/modules/imports/csv-import";
import { CSV_MESSAGES, CSV_ROW_MESSAGES } from "~/modules/imports/csv-messages";

// Decision 049: the bytes of an uploaded CSV, written out byte by byte so each fixture is exactly what a
// spreadsheet or a damaged copy would hold.

/** Bytes from text whose every character is one byte (\xNN escapes), as latin1 maps them. */
const bytes = (text: string) => new Uint8Array(Buffer.from(text, "latin1"));
const utf8 = (text: string) => new Uint8Array(Buffer.from(text, "utf8"));
const utf16le = (text: string) => new Uint8Array([0xff, 0xfe, ...Buffer.from(text, "utf16le")]);
const utf16be = (text: string) => new Uint8Array([0xfe, 0xff, ...Buffer.from(text, "utf16le").swap16()]);

const HEADER = "name,category\n";
const CATEGORIES = [{ id: 1, name: "Caterers", slug: "caterers" }];

/** The AppError a call throws, or undefined. */
function thrown(call: () => unknown): AppError | undefined {
  try {
    call();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  return undefined;
}

describe("reading a CSV's bytes", () => {
  it("reads valid UTF-8 with or without its byte order mark", () => {
    const text = `${HEADER}Café “Royal”,Caterers,£££\n`;
    expect(decodeCsvBytes(utf8(text))).toEqual({ text, encoding: "utf-8" });
    expect(decodeCsvBytes(new Uint8Array([0xef, 0xbb, 0xbf, ...utf8(text)]))).toEqual({ text, encoding: "utf-8" });
    expect(decodeCsvBytes(bytes(`${HEADER}Plain,Caterers\n`))).toEqual({ text: `${HEADER}Plain,Caterers\n`, encoding: "utf-8" });
  });

  it("reads UTF-16 little- and big-endian by their byte order marks", () => {
    const text = `${HEADER}Café “Royal” 🎉,Caterers\r\n`;
    expect(decodeCsvBytes(utf16le(text))).toEqual({ text, encoding: "utf-16le" });
    expect(decodeCsvBytes(utf16be(text))).toEqual({ text, encoding: "utf-16be" });
  });

  it("refuses damaged UTF-16, UTF-32 and NUL bytes without a UTF-16 mark", () => {
    // A lone high surrogate (D800) before the line end.
    const loneSurrogate = new Uint8Array([0xff, 0xfe, 0x61, 0x00, 0x00, 0xd8, 0x0a, 0x00]);
    expect(thrown(() => decodeCsvBytes(loneSurrogate))?.message).toBe(CSV_MESSAGES.notCsv("its UTF-16 text is damaged").message);
    const utf32 = new Uint8Array([0xff, 0xfe, 0x00, 0x00, 0x61, 0x00, 0x00, 0x00]);
    expect(thrown(() => decodeCsvBytes(utf32))?.message).toBe(CSV_MESSAGES.invalidFile.message);
    const utf16WithoutMark = new Uint8Array(Buffer.from(HEADER, "utf16le"));
    expect(thrown(() => decodeCsvBytes(utf16WithoutMark))?.message).toBe(CSV_MESSAGES.invalidFile.message);
  });

  it("reads Excel's Windows-1252: accented letters, curly quotes, dashes, the pound sign, a one-letter word", () => {
    expect(decodeCsvBytes(bytes(`${HEADER}Caf\xe9 Royal,Caterers\n`))).toEqual({ text: `${HEADER}Café Royal,Caterers\n`, encoding: "windows-1252" });
    expect(decodeCsvBytes(bytes(`${HEADER}\x93quoted\x94 \x96 Zo\xeb's,Caterers,\xa3\xa3\xa3\n`)).text).toBe(`${HEADER}“quoted” – Zoë's,Caterers,£££\n`);
    expect(decodeCsvBytes(bytes(`${HEADER}Cuisine \xe0 la carte,Caterers\n`)).encoding).toBe("windows-1252");
    expect(decodeCsvBytes(bytes(`${HEADER}"\x93Caf\xe9\x94",Caterers\n`)).text).toBe(`${HEADER}"“Café”",Caterers\n`);
  });

  it("reads bytes that are not UTF-8 and not plausible Windows-1252 as unreadable characters", () => {
    // The example: C3 28 is a broken UTF-8 pair ("Ã(" in Windows-1252), A0 A1 lone continuation bytes, FF never UTF-8.
    const example = decodeCsvBytes(bytes(`${HEADER}Bad \xc3\x28\xa0\xa1\xff Bytes,Caterers\n`));
    expect(example).toEqual({ text: `${HEADER}Bad \uFFFD(\uFFFD\uFFFD\uFFFD Bytes,Caterers\n`, encoding: "utf-8" });
    // Another alphabet's code page (Russian in Windows-1251: long runs of letters), an unassigned byte, an unlikely symbol.
    for (const damaged of [`${HEADER}\xd1\xe2\xe0\xe4\xe5\xe1\xed\xfb\xe9,Caterers\n`, `${HEADER}A\x81B,Caterers\n`, `${HEADER}Gift \xa4 Shop,Caterers\n`]) {
      expect(decodeCsvBytes(bytes(damaged)).text).toContain("\uFFFD");
    }
  });

  it("takes a file with any real UTF-8 character, or a UTF-8 mark, as UTF-8 even where a byte would be good Windows-1252", () => {
    const mixed = decodeCsvBytes(bytes(`${HEADER}Caf\xc3\xa9 Royal,Caterers\nCaf\xe9 Noir,Caterers\n`));
    expect(mixed).toEqual({ text: `${HEADER}Café Royal,Caterers\nCaf\uFFFD Noir,Caterers\n`, encoding: "utf-8" });
    const marked = decodeCsvBytes(bytes(`\xef\xbb\xbf${HEADER}Caf\xe9 Noir,Caterers\n`));
    expect(marked).toEqual({ text: `${HEADER}Caf\uFFFD Noir,Caterers\n`, encoding: "utf-8" });
  });

  it("refuses, naming its row, each row holding unreadable bytes, and keeps the good rows", () => {
    const { text } = decodeCsvBytes(bytes(`${HEADER}Good One,Caterers\nBad \xc3\x28\xa0\xa1\xff Bytes,Caterers\nGood Two,Caterers\n`));
    const check = checkCsv(text, CATEGORIES);
    expect(check.vendors.map(({ row, vendor }) => [row, vendor.name])).toEqual([[2, "Good One"], [4, "Good Two"]]);
    expect(check.errors).toEqual([CSV_ROW_MESSAGES.notUtf8(3)]);
    expect(check.errors[0]).toMatch(/^Row 3: /);
  });

  it("refuses a file whose header holds unreadable bytes, which would otherwise drop a column", () => {
    const { text } = decodeCsvBytes(bytes(`name,cat\xa0gory\nCaf\xc3\xa9 One,Caterers\n`));
    expect(thrown(() => checkCsv(text, CATEGORIES))?.message).toBe(CSV_MESSAGES.headerNotUtf8.message);
  });
});

describe("the signs the rule reads", () => {
  it("finds well-formed multi-byte UTF-8 characters only", () => {
    expect(hasUtf8MultiByteCharacter(utf8("£"))).toBe(true);
    expect(hasUtf8MultiByteCharacter(utf8("“"))).toBe(true);
    expect(hasUtf8MultiByteCharacter(utf8("🎉"))).toBe(true);
    expect(hasUtf8MultiByteCharacter(bytes("plain ascii"))).toBe(false);
    // An overlong NUL, an encoded surrogate, a code point above U+10FFFF, a lead byte before ASCII, a lone continuation.
    for (const broken of ["\xc0\x80", "\xed\xa0\x80", "\xf4\x90\x80\x80", "\xc3\x28", "\xa0\xa1\xff", "\xe9 "]) {
      expect(hasUtf8MultiByteCharacter(bytes(broken)), JSON.stringify(broken)).toBe(false);
    }
  });

  it("judges Windows-1252 plausible by its letters' neighbours and its symbols", () => {
    for (const good of ["Caf\xe9", "\x93quoted\x94", "\xa3\xa3\xa3\xa3", "na\xefve", "\xe0 la carte", "Stra\xdfe", "\x80100 \x96 \x80200", "25\xb0C"]) {
      expect(isPlausibleWindows1252(bytes(good)), JSON.stringify(good)).toBe(true);
    }
    for (const bad of ["Bad \xc3\x28\xa0\xa1\xff Bytes", "\xd1\xe2\xe0\xe4", "A\x81B", "x\xa4y", "(\xe9)"]) {
      expect(isPlausibleWindows1252(bytes(bad)), JSON.stringify(bad)).toBe(false);
    }
  });
});
