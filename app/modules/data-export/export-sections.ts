// The shape of a personal data export (docs/product/couples-tools.md#download-my-data,
// docs/decisions/090-data-export.md): named parts of data.json, each one object or a list read page by page, and
// the description of every field, from which README.md is written so the two never disagree.

import { type AnyColumn, type SQL, sql } from "drizzle-orm";

/** What a field of data.json holds, in words for the person reading their own data. */
export type FieldDescriptions = Record<string, string>;

/** One part of data.json: a single object (or null) read at once, or a list read page by page. */
export type ExportSection =
  | { name: string; about: string; fields: FieldDescriptions; kind: "object"; read: () => Promise<object | null> }
  | { name: string; about: string; fields: FieldDescriptions; kind: "list"; pages: () => AsyncIterable<readonly object[]> };

/** Rows read per query: a page of a list, never the whole list (docs/decisions/090-data-export.md). */
export const EXPORT_PAGE_SIZE = 500;

/**
 * Reads a list in pages ordered by a unique key, each page starting after the last key of the previous one (keyset
 * pagination), so no page rereads or skips rows and memory holds one page. Input: `readPage(after, limit)` (after is
 * undefined for the first page), `keyOf(row)`, the page size (rows). Output: the non-empty pages in order. Throws what
 * `readPage` throws. Rule: docs/decisions/090-data-export.md (Streamed).
 */
export async function* keysetPages<Row, Key>(
  readPage: (after: Key | undefined, limit: number) => Promise<Row[]>,
  keyOf: (row: Row) => Key,
  pageSize: number = EXPORT_PAGE_SIZE,
): AsyncGenerator<Row[]> {
  let after: Key | undefined;
  for (;;) {
    const rows = await readPage(after, pageSize);
    if (rows.length > 0) yield rows;
    if (rows.length < pageSize) return;
    after = keyOf(rows[rows.length - 1]!);
  }
}

/** The condition of a page read by a serial id: after `key` (`column > key`), nothing for the first page. */
export const afterId = (column: AnyColumn, key: number | undefined): SQL | undefined => (key === undefined ? undefined : sql`${column} > ${key}`);

/**
 * A list section read in pages by its rows' serial id. Input: its name in data.json, what it is, its fields'
 * descriptions, `read(after, limit)` giving the rows after id `after` (undefined first). Output: an {@link ExportSection}.
 */
export function idList<Row extends { id: number }>(
  name: string,
  about: string,
  fields: Record<string, string>,
  read: (after: number | undefined, limit: number) => Promise<Row[]>,
): ExportSection {
  return { name, about, fields, kind: "list", pages: () => keysetPages(read, (row) => row.id) };
}

/**
 * data.json as text chunks, in order: the header's fields, then each section as it is read (one chunk per object,
 * per page of a list, plus the brackets). Concatenated, the chunks are one JSON object. Input: the header (e.g. kind
 * and time of the export) and the sections. Output: an async generator of strings. Throws what a section's read throws. Rule: docs/decisions/090-data-export.md (Streamed).
 */
export async function* jsonChunks(header: Record<string, unknown>, sections: readonly ExportSection[]): AsyncGenerator<string> {
  yield `{${Object.entries(header)
    .map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value)}`)
    .join(",\n")}`;
  for (const section of sections) {
    const key = JSON.stringify(section.name);
    if (section.kind === "object") {
      yield `,\n${key}:${JSON.stringify(await section.read())}`;
      continue;
    }
    yield `,\n${key}:[`;
    let first = true;
    for await (const page of section.pages()) {
      yield `${first ? "\n" : ",\n"}${page.map((row) => JSON.stringify(row)).join(",\n")}`;
      first = false;
    }
    yield "]";
  }
  yield "\n}\n";
}

/**
 * README.md of an export: what the file is, then each part of data.json with every field described. Input: the
 * title, an introduction (markdown paragraphs) and the sections. Output: markdown text. Rule: docs/decisions/090-data-export.md (One zip, two files).
 */
export function exportReadme(title: string, introduction: string, sections: readonly ExportSection[]): string {
  const parts = sections.map((section) => {
    const fields = Object.entries(section.fields).map(([field, about]) => `- \`${field}\`: ${about}`);
    return `## ${section.name}\n\n${section.about}\n\n${fields.join("\n")}`;
  });
  return `# ${title}\n\n${introduction}\n\n${parts.join("\n\n")}\n`;
}
