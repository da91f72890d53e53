import { AppError } from "~/modules/errors/app-error";
import { CSV_MESSAGES } from "~/modules/imports/csv-messages";

// Which encoding an uploaded CSV is in (docs/decisions/049-csv-encodings.md). Spreadsheets save CSV as UTF-8 (with
// or without a byte order mark), as UTF-16 with a byte order mark ("Unicode text"), or, Excel's plain "CSV", in
// Windows-1252. Bytes that are neither must not reach the directory as mojibake: the rows holding them are refused.

/** The encodings a CSV is read in. */
export type CsvEncoding = "utf-8" | "utf-16le" | "utf-16be" | "windows-1252";

/** A decoded file: its text (without byte order mark) and the encoding it was read in. */
export type DecodedCsv = { text: string; encoding: CsvEncoding };

/** What a byte that is not valid UTF-8 becomes in the text; a row holding it is refused (csv-import.ts). */
export const UNREADABLE_CHARACTER = "\uFFFD";

const invalid = (message: { title: string; message: string }) => new AppError("invalid", message.message, { title: message.title });

/**
 * Whether the bytes hold at least one well-formed multi-byte UTF-8 character (a character beyond ASCII). The
 * WHATWG decoder judges well-formedness (no overlong forms, no surrogates, nothing above U+10FFFF) and turns every
 * other byte into U+FFFD, so any other character left is a real one. Input: the file's bytes. Output: true or false.
 */
export function hasUtf8MultiByteCharacter(bytes: Uint8Array): boolean {
  for (const character of new TextDecoder("utf-8").decode(bytes)) {
    if (character > "\u007f" && character !== UNREADABLE_CHARACTER) return true;
  }
  return false;
}

// Windows-1252 bytes: five are unassigned; seven are symbols no name, address or price uses (¤ ¦ ¨ ¬ ¯ ¶ ¸), far
// likelier to be pieces of broken UTF-8; the letters are Š Œ Ž š œ ž Ÿ and À–ÿ without × and ÷.
const UNASSIGNED = new Set([0x81, 0x8d, 0x8f, 0x90, 0x9d]);
const UNLIKELY_SYMBOLS = new Set([0xa4, 0xa6, 0xa8, 0xac, 0xaf, 0xb6, 0xb8]);
const isLetterByte = (byte: number) =>
  [0x8a, 0x8c, 0x8e, 0x9a, 0x9c, 0x9e, 0x9f].includes(byte) || (byte >= 0xc0 && byte !== 0xd7 && byte !== 0xf7);
const isAsciiLetter = (byte: number) => (byte >= 0x41 && byte <= 0x5a) || (byte >= 0x61 && byte <= 0x7a);
// Where a one-letter word may stand: the start or end of the text, white space, a delimiter or a quote.
const isWordBoundary = (byte: number | undefined) => byte === undefined || [0x09, 0x0a, 0x0d, 0x20, 0x22, 0x2c, 0x3b].includes(byte);
// Western European words have at most three accented letters in a row; a longer run is another alphabet's code page.
const MAX_ACCENTED_RUN = 3;

/**
 * Whether bytes that are not UTF-8 read as plausible Windows-1252 text: no unassigned or {@link UNLIKELY_SYMBOLS}
 * byte; every accented letter touches a letter (Café, Zoë, “Café”) or stands alone as a word (à la carte); no more
 * than three accented letters in a row. Input: the file's bytes. Output: true or false.
 */
export function isPlausibleWindows1252(bytes: Uint8Array): boolean {
  let run = 0;
  for (let index = 0; index < bytes.length; index += 1) {
    const byte = bytes[index]!;
    if (byte < 0x80 || !isLetterByte(byte)) run = 0;
    if (byte < 0x80) continue;
    if (UNASSIGNED.has(byte) || UNLIKELY_SYMBOLS.has(byte)) return false;
    if (!isLetterByte(byte)) continue;
    run += 1;
    if (run > MAX_ACCENTED_RUN) return false;
    const before = bytes[index - 1];
    const after = bytes[index + 1];
    const touchesLetter = [before, after].some((near) => near !== undefined && (isAsciiLetter(near) || (near >= 0x80 && isLetterByte(near))));
    if (!touchesLetter && !(isWordBoundary(before) && isWordBoundary(after))) return false;
  }
  return true;
}

/**
 * The text of an uploaded CSV and the encoding it was read in (decision 049), first rule that applies:
 * 1. a UTF-16 byte order mark (FF FE little-endian, FE FF big-endian): UTF-16, decoded strictly;
 * 2. a NUL byte: not a text file (a spreadsheet, an image, UTF-16 without its mark): refused;
 * 3. valid UTF-8, with or without its byte order mark: UTF-8;
 * 4. a UTF-8 byte order mark or any well-formed multi-byte UTF-8 character, or bytes that are not plausible
 *    Windows-1252 ({@link isPlausibleWindows1252}): UTF-8 with damaged bytes, each read as
 *    {@link UNREADABLE_CHARACTER} so that the rows holding them are refused and the others imported;
 * 5. otherwise Windows-1252 (Excel's plain "CSV").
 * Input: the file's bytes. Output: {@link DecodedCsv}. Throws AppError `invalid` titled 'Invalid file': 'Please
 * upload a CSV file' for a NUL byte or character, 'could not be read as CSV' for damaged UTF-16.
 */
export function decodeCsvBytes(bytes: Uint8Array): DecodedCsv {
  const utf16 = bytes[0] === 0xff && bytes[1] === 0xfe ? "utf-16le" : bytes[0] === 0xfe && bytes[1] === 0xff ? "utf-16be" : null;
  if (utf16) {
    let text: string;
    try {
      text = new TextDecoder(utf16, { fatal: true }).decode(bytes);
    } catch {
      throw invalid(CSV_MESSAGES.notCsv("its UTF-16 text is damaged"));
    }
    // A NUL character: UTF-32 (whose mark starts like UTF-16's) or a binary file.
    if (text.includes("\0")) throw invalid(CSV_MESSAGES.invalidFile);
    return { text, encoding: utf16 };
  }
  if (bytes.includes(0)) throw invalid(CSV_MESSAGES.invalidFile);
  try {
    return { text: new TextDecoder("utf-8", { fatal: true }).decode(bytes), encoding: "utf-8" };
  } catch {
    // Not valid UTF-8: rules 4 and 5.
  }
  const utf8BOM = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  if (utf8BOM || hasUtf8MultiByteCharacter(bytes) || !isPlausibleWindows1252(bytes)) {
    return { text: new TextDecoder("utf-8").decode(bytes), encoding: "utf-8" };
  }
  return { text: new TextDecoder("windows-1252").decode(bytes), encoding: "windows-1252" };
}
