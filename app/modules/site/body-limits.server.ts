import { AppError } from "~/modules/errors/app-error";
import { bodyTooLargeMessage, type BodyLimit } from "~/modules/site/body-limits";

// Counting a request body as it streams, so a body over its limit is cut off after at most `maxBytes` have been
// read, whatever its declared length (decision 011). Multipart bodies are also scanned for part
// boundaries, so a small body with hundreds of parts is refused as well.

/** Longest part header block scanned for a file name; longer headers count as one more part and are skipped. */
const MAX_PART_HEADER_BYTES = 16 * 1024;

/** The error a body over its limit fails with: `payload_too_large` (413) with the limit's message. */
export function bodyTooLarge(limit: BodyLimit): AppError {
  return new AppError("payload_too_large", bodyTooLargeMessage(limit));
}

/**
 * Whether a declared `Content-Length` already passes the limit, so the request can be refused before reading.
 * Input: the header value (undefined when the body is chunked) and the limit. Output: true to refuse.
 */
export function declaredLengthExceeds(contentLength: string | undefined, limit: BodyLimit): boolean {
  if (contentLength === undefined) return false;
  const declared = Number(contentLength);
  return Number.isFinite(declared) && declared > limit.maxBytes;
}

/** The boundary of a `multipart/form-data` content type, or undefined for any other type. */
export function multipartBoundary(contentType: string | undefined): string | undefined {
  if (!contentType || !/^\s*multipart\/form-data\b/i.test(contentType)) return undefined;
  const match = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  return match?.[1] ?? match?.[2];
}

type ScanState = "body" | "headers" | "done";

/**
 * Counts the bytes of one request body, and for a multipart body its parts and file parts, chunk by chunk.
 * `push` throws {@link bodyTooLarge} as soon as a limit is passed. It keeps at most one delimiter's length, or
 * one part's headers (≤ 16 KB), between chunks: the body itself is never held.
 */
export class BodyCounter {
  readonly limit: BodyLimit;
  bytes = 0;
  parts = 0;
  fileParts = 0;
  private readonly delimiter: Buffer | undefined;
  private pending: Buffer;
  private state: ScanState = "body";

  /** Input: the limit and the request's Content-Type (parts are counted only for multipart bodies). */
  constructor(limit: BodyLimit, contentType: string | undefined) {
    this.limit = limit;
    const boundary = multipartBoundary(contentType);
    this.delimiter = boundary ? Buffer.from(`\r\n--${boundary}`, "latin1") : undefined;
    // The first delimiter starts the body without the line break before it.
    this.pending = Buffer.from("\r\n", "latin1");
  }

  /** Counts one chunk. Throws AppError `payload_too_large` when the body passes a limit. */
  push(chunk: Uint8Array): void {
    this.bytes += chunk.byteLength;
    if (this.bytes > this.limit.maxBytes) throw bodyTooLarge(this.limit);
    if (this.delimiter) this.scan(chunk, this.delimiter);
  }

  private scan(chunk: Uint8Array, delimiter: Buffer): void {
    const buffer = Buffer.concat([this.pending, chunk]);
    let position = 0;
    for (;;) {
      if (this.state === "done") {
        this.pending = Buffer.alloc(0);
        return;
      }
      if (this.state === "body") {
        const found = buffer.indexOf(delimiter, position);
        if (found === -1) {
          this.pending = buffer.subarray(Math.max(position, buffer.length - (delimiter.length - 1)));
          return;
        }
        position = found + delimiter.length;
        this.state = "headers";
        continue;
      }
      // After a delimiter: "--" closes the body; otherwise the part's headers run to an empty line.
      if (buffer.length - position < 2) {
        this.pending = buffer.subarray(position);
        return;
      }
      if (buffer[position] === 0x2d && buffer[position + 1] === 0x2d) {
        this.state = "done";
        continue;
      }
      const end = buffer.indexOf("\r\n\r\n", position, "latin1");
      if (end === -1 && buffer.length - position <= MAX_PART_HEADER_BYTES) {
        this.pending = buffer.subarray(position);
        return;
      }
      const headers = buffer.subarray(position, end === -1 ? position + MAX_PART_HEADER_BYTES : end).toString("latin1");
      this.countPart(/;\s*filename\*?=/i.test(headers));
      position = end === -1 ? position + MAX_PART_HEADER_BYTES : end + 4;
      this.state = "body";
    }
  }

  private countPart(isFile: boolean): void {
    this.parts += 1;
    if (isFile) this.fileParts += 1;
    if (this.parts > this.limit.maxParts || this.fileParts > this.limit.maxFileParts) throw bodyTooLarge(this.limit);
  }
}
