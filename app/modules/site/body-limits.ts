import { MAX_CSV_BYTES } from "~/modules/imports/csv-messages";
import { MAX_GALLERY_IMAGES, MAX_IMAGE_BYTES } from "~/modules/media/image-rules";
import { MAX_REVIEW_PHOTOS } from "~/modules/reviews/review-rules";

// Request body limits per route kind (decision 011). The server checks
// them before the app reads a byte: a declared Content-Length over the limit is refused at once, and a body
// without one is counted as it streams and cut off when it passes the limit.

export type BodyKind = "form" | "upload" | "image" | "csv" | "review" | "webhook" | "mail";

export type BodyLimit = {
  kind: BodyKind;
  /** Largest body in bytes. */
  maxBytes: number;
  /** Most parts a multipart body may have, files included. */
  maxParts: number;
  /** Most file parts (parts with a file name) a multipart body may have. */
  maxFileParts: number;
};

const KB = 1024;
const MB = 1024 * KB;

/** Files one listing form may send: a logo and a full gallery. */
const FILES_PER_LISTING = 1 + MAX_GALLERY_IMAGES;

/**
 * The limits. Forms hold a few short text fields (the longest, a description, is a few KB). An upload carries a
 * logo and up to 10 gallery photos of at most 5 MB each (image-rules.ts) plus about 20 text fields: 40 MB in
 * all covers 11 photos of 3.5 MB (a typical phone photo) with room to spare, while a body of 50 MB or more is
 * refused before it is read. Eleven photos all at the 5 MB maximum (55 MB) would be refused as a whole; that
 * is the price of a bound well under the memory of one instance. The dashboard's image cards send one image at a
 * time (docs/product/vendor-journey-and-portal.md#images) with an intent and an image id: 6 MB and one file part hold an image at the 5 MB maximum with the
 * multipart framing, and nothing more. The admin's CSV import sends one file of at most 8 MB (10,000 rows,
 * docs/product/admin.md#csv-import), or its text back in one field, with an intent and a file name: 9 MB covers either with the framing.
 * A review (docs/product/couples-tools.md#reviews) carries up to 4 photos with a few text fields; one photo more and 6 MB a photo get through, so
 * that a fifth photo or a photo over the 5 MB maximum is answered by the form's own message, beside the field,
 * rather than by a refused body. Stripe's event payloads are a few KB; 1 MB leaves room for the largest documented
 * events. A mail Mailgun forwards (decision 058) carries the whole message, attachments included, as files, and
 * each header as a field: mail services cap a message at about 25 MB, so 30 MB, 200 parts and 50 files take any
 * reply they deliver, photos attached; refused, it would be retried for hours and then lost.
 */
export const BODY_LIMITS: Record<BodyKind, BodyLimit> = {
  form: { kind: "form", maxBytes: 64 * KB, maxParts: 40, maxFileParts: FILES_PER_LISTING },
  upload: { kind: "upload", maxBytes: 40 * MB, maxParts: 40, maxFileParts: FILES_PER_LISTING },
  image: { kind: "image", maxBytes: 6 * MB, maxParts: 8, maxFileParts: 1 },
  csv: { kind: "csv", maxBytes: MAX_CSV_BYTES + 1 * MB, maxParts: 6, maxFileParts: 1 },
  review: { kind: "review", maxBytes: (MAX_REVIEW_PHOTOS + 1) * 6 * MB, maxParts: 20, maxFileParts: MAX_REVIEW_PHOTOS + 1 },
  webhook: { kind: "webhook", maxBytes: 1 * MB, maxParts: 0, maxFileParts: 0 },
  mail: { kind: "mail", maxBytes: 30 * MB, maxParts: 200, maxFileParts: 50 },
};

/** Paths whose forms carry a listing's image files (multipart). */
export const UPLOAD_PATHS: readonly string[] = ["/business-details"];

/** Paths whose forms carry one image at a time (the vendor dashboard's logo and gallery cards, docs/product/vendor-journey-and-portal.md#images). */
export const IMAGE_PATHS: readonly string[] = ["/vendor-dashboard/images"];

/** Paths with a varying part whose forms carry one image at a time (the admin's vendor editor, docs/product/admin.md#vendors). */
export const IMAGE_PATH_PATTERNS: readonly RegExp[] = [/^\/admin-dashboard\/vendors\/[^/]+\/images$/];

/** Paths whose forms carry a CSV file or its text (the admin's CSV import, docs/product/admin.md#csv-import; the couple's guest import, docs/product/couples-tools.md#guest-list-and-rsvp). */
export const CSV_PATHS: readonly string[] = ["/admin-dashboard/import/csv", "/planner/guests/import"];

/** Paths whose forms carry a review with its photos (/review/{token}, docs/product/couples-tools.md#reviews). */
export const REVIEW_PATH_PATTERNS: readonly RegExp[] = [/^\/review\/[^/]+$/];

/** Paths that receive events from outside services. */
export const WEBHOOK_PATHS: readonly string[] = ["/api/webhooks/stripe"];

/** Paths that receive whole mails from the inbound-mail provider (replies by mail, decision 058). */
export const MAIL_PATHS: readonly string[] = ["/api/webhooks/inbound-mail"];

/**
 * The limit for a request to `pathname` (without query). A client-side form submission goes to the same path
 * with a `.data` suffix and gets the same limit. Everything that is neither an upload form, an image form, a
 * webhook nor a forwarded mail is a form, including JSON posts to /api/auth/*.
 */
export function bodyLimitFor(pathname: string): BodyLimit {
  const path = pathname.replace(/\.data$/, "").replace(/\/+$/, "") || "/";
  if (WEBHOOK_PATHS.includes(path)) return BODY_LIMITS.webhook;
  if (MAIL_PATHS.includes(path)) return BODY_LIMITS.mail;
  if (UPLOAD_PATHS.includes(path)) return BODY_LIMITS.upload;
  if (IMAGE_PATHS.includes(path) || IMAGE_PATH_PATTERNS.some((pattern) => pattern.test(path))) return BODY_LIMITS.image;
  if (CSV_PATHS.includes(path)) return BODY_LIMITS.csv;
  if (REVIEW_PATH_PATTERNS.some((pattern) => pattern.test(path))) return BODY_LIMITS.review;
  return BODY_LIMITS.form;
}

/** A size in bytes as people read it: "64 KB", "40 MB". */
export function formatBytes(bytes: number): string {
  return bytes >= MB ? `${Math.round(bytes / MB)} MB` : `${Math.round(bytes / KB)} KB`;
}

/**
 * The status page's message for a body over its limit when the server cannot tell which form sent it (decision 011):
 * every limit a visitor can meet. Worked out on the server and sent with the status, so the limits' table stays out
 * of the browser's code.
 */
export function requestTooLargeMessage(): string {
  return `What you sent is larger than we accept: forms up to ${formatBytes(BODY_LIMITS.form.maxBytes)}, photo uploads up to ${formatBytes(BODY_LIMITS.upload.maxBytes)} in all and ${BODY_LIMITS.upload.maxFileParts} files, and dashboard images one at a time up to ${formatBytes(BODY_LIMITS.image.maxBytes)}. Please send less and try again.`;
}

/** The message of a refused body, naming the limit that was passed. */
export function bodyTooLargeMessage(limit: BodyLimit): string {
  if (limit.kind === "upload") {
    return `This form sent more than we accept: at most ${formatBytes(limit.maxBytes)} in all, ${limit.maxFileParts} files and images of at most ${formatBytes(MAX_IMAGE_BYTES)} each.`;
  }
  if (limit.kind === "image") {
    return `This form sent more than we accept: one image of at most ${formatBytes(MAX_IMAGE_BYTES)} at a time (${formatBytes(limit.maxBytes)} in all).`;
  }
  if (limit.kind === "csv") return `This form sent more than we accept: one CSV file of at most ${formatBytes(MAX_CSV_BYTES)}.`;
  return `This request sent more than we accept (at most ${formatBytes(limit.maxBytes)}).`;
}
