import type { Database } from "~/db/client.server";
import { COUPLE_README_INTRODUCTION, coupleExportSections } from "~/modules/data-export/couple-export.server";
import { exportReadme, jsonChunks, type ExportSection } from "~/modules/data-export/export-sections";
import { VENDOR_README_INTRODUCTION, vendorExportSections } from "~/modules/data-export/vendor-export.server";
import { zipStream } from "~/modules/data-export/zip-stream.server";
import { logError } from "~/modules/logging/logger.server";
import { ukDay } from "~/modules/time/uk-dates";
import { getOwnListingId } from "~/modules/vendors/owned-listings.server";

// 'Download my data' (docs/product/couples-tools.md#download-my-data,
// docs/product/vendor-journey-and-portal.md#download-my-data; docs/decisions/090-data-export.md): a zip of data.json,
// written while it is read, and README.md describing it. Whose data is always the session's account.

/** Whose data: a couple's account, or a vendor's account with its own listing (undefined without one). */
export type ExportSubject = { kind: "couple"; userId: string } | { kind: "vendor"; userId: string; vendorId: number | undefined };

/**
 * The subject of a signed-in vendor: their account and the listing it owns. Input: database, the session's user id.
 * Output: the vendor subject. Throws only when the database fails. Rule: docs/decisions/090-data-export.md (Whose data).
 */
export async function vendorSubject(db: Database, userId: string): Promise<ExportSubject> {
  return { kind: "vendor", userId, vendorId: await getOwnListingId(db, userId) };
}

function sectionsOf(db: Database, subject: ExportSubject): ExportSection[] {
  return subject.kind === "couple" ? coupleExportSections(db, subject.userId) : vendorExportSections(db, subject.userId, subject.vendorId);
}

/**
 * data.json of `subject` as text chunks, produced as its records are read, 500 at a time: the first chunk comes
 * before any list is read, and each later chunk before the next page is. Input: database, subject, the export's time.
 * Output: an async generator of strings that concatenate to one JSON object. Throws when the database fails. Rule: docs/decisions/090-data-export.md (Streamed).
 */
export function dataExportChunks(db: Database, subject: ExportSubject, at: Date): AsyncGenerator<string> {
  return jsonChunks({ kind: subject.kind, exportedAt: at.toISOString() }, sectionsOf(db, subject));
}

/**
 * README.md of `subject`'s export: every field of data.json described. Input: database, subject. Output: markdown.
 * Reads nothing: the sections only describe themselves here. Rule: docs/decisions/090-data-export.md.
 */
export function dataExportReadme(db: Database, subject: ExportSubject): string {
  const sections = sectionsOf(db, subject);
  return subject.kind === "couple"
    ? exportReadme("Your wedding planner data", COUPLE_README_INTRODUCTION, sections)
    : exportReadme("Your vendor account data", VENDOR_README_INTRODUCTION, sections);
}

/** The download's file name for UK day `day` (YYYY-MM-DD), e.g. `my-data-2026-11-29.zip` (docs/product/couples-tools.md#download-my-data). */
export function dataExportFileName(day: string): string {
  return `my-data-${day}.zip`;
}

/**
 * The 'Download my data' response: a zip (data.json, README.md) streamed as it is written, never cached, saved as
 * `my-data-{UK day}.zip`. Input: database, subject (from the session), time. Output: the Response. A failure while
 * streaming cuts the download short of a valid archive and is logged with the subject's kind only. Rule: docs/decisions/090-data-export.md.
 */
export function dataExportResponse(db: Database, subject: ExportSubject, at: Date): Response {
  const body = zipStream(
    [
      { name: "data.json", chunks: () => dataExportChunks(db, subject, at) },
      { name: "README.md", chunks: async function* () { yield dataExportReadme(db, subject); } },
    ],
    at,
    (error) => logError("A data export failed while streaming", error, { kind: subject.kind }),
  );
  return new Response(body, {
    headers: {
      "Content-Type": "application/zip",
      "Content-Disposition": `attachment; filename="${dataExportFileName(ukDay(at))}"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
