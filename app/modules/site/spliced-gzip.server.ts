import { constants, crc32, deflateRawSync } from "node:zlib";

// A kept page is sent gzipped to every visitor, but a few of its bytes differ per request (the CSP nonce and the
// request id, decision 042). Unzipping it, replacing them and gzipping it again cost a hit about 3 ms of CPU
// (docs/benchmarks.md, "Uncached pages: the fourth round"). Instead the page is compressed once in pieces that
// end between those bytes, each piece from a fresh compressor and ended with a sync flush, so that any bytes may be
// put between two pieces as a stored block: a hit joins the pieces around this request's values and only works out
// the new CRC-32, from the old one and the bytes that changed (CRC-32 is linear: equal-length messages that differ by
// D have CRCs that differ by the CRC register of D run from zero). RFC 1951 section 3.2.4 (stored blocks) and
// RFC 1952 (the gzip member's header and trailer).

/** A body compressed in pieces around the values a request replaces. */
export type SplicedGzip = {
  /**
   * Raw deflate data of the bytes between the values, piece after piece, each ended by a sync flush (byte-aligned,
   * not final), in one buffer of exact size; `pieceEnds[i]` is where piece i ends in it.
   */
  compressed: Buffer;
  pieceEnds: number[];
  /** For each gap between two pieces: which of the `values` stood there when the body was rendered, and its byte offset. */
  slots: number[];
  offsets: number[];
  /** The values as rendered (strings: a small Buffer would hold a view of an 8 KB pool slab for as long as it is kept). */
  values: string[];
  /** CRC-32 and length in bytes of the body as rendered. */
  crc: number;
  length: number;
  /** Bytes of `compressed` (what the body costs in memory). */
  compressedBytes: number;
};

/** zlib's level for kept pages: measured on a vendor page and a search page, level 6 is a few % smaller than 1–4 at the same unzipping cost. */
const KEPT_LEVEL = 6;

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** A final, empty stored block: ends the deflate stream after the last piece's sync flush. */
const FINAL_EMPTY_BLOCK = Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff]);
const ZEROS = Buffer.alloc(64 * 1024);
const ALL_ONES = 0xffffffff;

/** Offsets of every occurrence of each value in `body`, in order, overlapping occurrences left out. */
function occurrences(body: Buffer, values: Buffer[]): { offset: number; slot: number }[] {
  const found: { offset: number; slot: number }[] = [];
  values.forEach((value, slot) => {
    if (value.length === 0) return;
    for (let at = body.indexOf(value); at !== -1; at = body.indexOf(value, at + value.length)) found.push({ offset: at, slot });
  });
  found.sort((a, b) => a.offset - b.offset);
  const kept: typeof found = [];
  for (const entry of found) {
    const last = kept.at(-1);
    if (!last || entry.offset >= last.offset + values[last.slot]!.length) kept.push(entry);
  }
  return kept;
}

/**
 * Compresses `body` in pieces around every occurrence of `values` (the strings a later request replaces, e.g. the
 * nonce and the request id the page was rendered with; undefined or empty ones are ignored), on the calling thread:
 * the page that was just rendered is answered from the result, in one write (decision 099). Input: the UTF-8 body and
 * the values. Output: a {@link SplicedGzip}. Throws zlib's error (out of memory), or an Error when a piece's output does
 * not end with its flush.
 */
export function compressAroundValues(body: Buffer, values: readonly (string | undefined)[]): SplicedGzip {
  const encoded = values.map((value) => Buffer.from(value ?? "", "utf8"));
  const found = occurrences(body, encoded);
  const bounds = [0, ...found.flatMap(({ offset, slot }) => [offset, offset + encoded[slot]!.length]), body.length];
  const compressed = Array.from({ length: found.length + 1 }, (_unused, index) => deflatePiece(body.subarray(bounds[2 * index], bounds[2 * index + 1])));
  // Its own memory, not a slice of Node's shared 64 KB pool: a kept page smaller than 32 KB would otherwise hold a
  // whole pool slab for as long as it is kept, four to six times its size (decision 097).
  const joined = Buffer.allocUnsafeSlow(compressed.reduce((sum, piece) => sum + piece.length, 0));
  compressed.reduce((at, piece) => at + piece.copy(joined, at), 0);
  let end = 0;
  const pieceEnds = compressed.map((piece) => (end += piece.length));
  return {
    compressed: joined,
    pieceEnds,
    slots: found.map(({ slot }) => slot),
    offsets: found.map(({ offset }) => offset),
    values: encoded.map((value) => value.toString("utf8")),
    crc: crc32(body),
    length: body.length,
    compressedBytes: joined.length,
  };
}

/** The empty stored block a sync or full flush ends with. */
const FLUSH_MARKER = Buffer.from([0x00, 0x00, 0xff, 0xff]);

/**
 * Raw deflate data of one text ended by a full flush instead of a final block, so it refers to nothing before it and
 * ends on a byte boundary; it must end with the flush's marker, or the page is not kept. zlib's state (about 256 KB
 * of native memory) lives only for the call, so nothing of it stays with the kept page.
 */
function deflatePiece(text: Buffer): Buffer {
  const piece = deflateRawSync(text, { level: KEPT_LEVEL, finishFlush: constants.Z_FULL_FLUSH });
  if (!piece.subarray(-FLUSH_MARKER.length).equals(FLUSH_MARKER)) throw new Error("A compressed piece did not end with its flush");
  return piece;
}

/** The CRC-32 register after running `bytes` through it from `register` (no final inversion). */
const run = (register: number, bytes: Buffer): number => (crc32(bytes, (register ^ ALL_ONES) >>> 0) ^ ALL_ONES) >>> 0;

function runZeros(register: number, count: number): number {
  let left = count;
  while (left > 0) {
    const step = Math.min(left, ZEROS.length);
    register = run(register, ZEROS.subarray(0, step));
    left -= step;
  }
  return register;
}

function storedBlock(bytes: Buffer): Buffer {
  const header = Buffer.from([0x00, bytes.length & 0xff, bytes.length >> 8, ~bytes.length & 0xff, (~bytes.length >> 8) & 0xff]);
  return Buffer.concat([header, bytes]);
}

/**
 * The gzip member (RFC 1952) of the body with each value replaced by this request's: `replacements[i]` stands in
 * for `values[i]`; an undefined one, or one of another length in bytes, leaves the value as rendered (a request
 * without a nonce, a test). Input: a {@link SplicedGzip} and the replacements. Output: the gzip bytes, which any gzip
 * decoder reads as the whole body. Throws nothing.
 */
export function splicedGzip(spliced: SplicedGzip, replacements: readonly (string | undefined)[]): Buffer {
  const rendered = spliced.values.map((value) => Buffer.from(value, "utf8"));
  const current = rendered.map((value, slot) => {
    const replacement = replacements[slot];
    if (replacement === undefined) return value;
    const bytes = Buffer.from(replacement, "utf8");
    return bytes.length === value.length ? bytes : value;
  });
  const piece = (index: number) => spliced.compressed.subarray(spliced.pieceEnds[index - 1] ?? 0, spliced.pieceEnds[index]);
  const chunks: Buffer[] = [GZIP_HEADER, piece(0)];
  // The register of the bytes that changed, zero everywhere else, over the whole length.
  let difference = 0;
  let position = 0;
  spliced.slots.forEach((slot, index) => {
    const value = rendered[slot]!;
    chunks.push(storedBlock(current[slot]!), piece(index + 1));
    if (current[slot] === value) return;
    const changed = Buffer.alloc(value.length);
    for (let byte = 0; byte < value.length; byte++) changed[byte] = value[byte]! ^ current[slot]![byte]!;
    difference = run(runZeros(difference, spliced.offsets[index]! - position), changed);
    position = spliced.offsets[index]! + value.length;
  });
  // Nothing changed: the CRC as rendered (zeros run from a zero register leave it zero).
  if (position > 0) difference = runZeros(difference, spliced.length - position);
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE((spliced.crc ^ difference) >>> 0, 0);
  trailer.writeUInt32LE(spliced.length >>> 0, 4);
  chunks.push(FINAL_EMPTY_BLOCK, trailer);
  return Buffer.concat(chunks);
}
