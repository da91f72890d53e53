import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { CsvImportSummary, CsvPreviewPanel, type CsvPreviewData } from "~/components/admin/csv-preview";
import { CsvUploadForm } from "~/components/admin/csv-upload-form";

/** The markup of `element` rendered on a page of a data router (the components read the navigation state). */
function render(element: React.ReactNode): string {
  const Stub = createRoutesStub([{ path: "/admin-dashboard/import/csv", Component: () => element }]);
  return renderToStaticMarkup(<Stub initialEntries={["/admin-dashboard/import/csv"]} />);
}

/** The submit button of the markup: whether it is disabled and its text. */
function button(html: string): { disabled: boolean; text: string } {
  const [, attributes = "", content = ""] = /<button ([^>]*)>([\s\S]*?)<\/button>/.exec(html) ?? [];
  return { disabled: attributes.includes('disabled=""'), text: content.replace(/<[^>]+>/g, "").trim() };
}

const PREVIEW: CsvPreviewData = {
  note: null,
  rows: 18,
  toCreate: 3,
  packages: 0,
  duplicates: { shown: [{ row: 4, name: "Noor Faces", town: "Bradford" }], count: 1 },
  errors: {
    shown: Array.from({ length: 10 }, (_, index) => `Row ${index + 5}: Name is required`),
    count: 14,
    more: "... and 4 more errors",
  },
};

describe("the CSV import's panels", () => {
  it("shows the count, the first 10 errors and the rest as a line, the duplicates, and 'Import 3 vendors'", () => {
    const html = render(<CsvPreviewPanel preview={PREVIEW} csv={'name,category\n"A ""quoted"" name",1\n'} fileName="list.csv" />);
    expect(html).toContain("<strong>3 vendors will be created</strong>");
    expect(html.match(/Name is required/g)).toHaveLength(10);
    expect(html).toContain("<li>... and 4 more errors</li>");
    expect(html).toContain("Row 4: Noor Faces (Bradford)");
    expect(button(html)).toEqual({ disabled: false, text: "Import 3 vendors" });
    // The file's text goes back in a hidden field, escaped as an attribute.
    expect(html).toContain('<input type="hidden" name="csv" value="name,category\n&quot;A &quot;&quot;quoted&quot;&quot; name&quot;,1\n"/>');
    expect(html).toContain('<input type="hidden" name="intent" value="import"/>');
  });

  it("counts the packages the new vendors bring", () => {
    const html = render(<CsvPreviewPanel preview={{ ...PREVIEW, packages: 5 }} csv="x" fileName="list.csv" />);
    expect(html).toContain("<strong>3 vendors with 5 packages will be created</strong>");
  });

  it("shows how the file was read when the preview has a note, and nothing of the kind without one", () => {
    const note = "This file was read as Windows-1252.";
    expect(render(<CsvPreviewPanel preview={{ ...PREVIEW, note }} csv="x" fileName="list.csv" />)).toContain(`<p class="mt-2 rounded-lg bg-gold-100 p-3 text-sm text-ink">${note}</p>`);
    expect(render(<CsvPreviewPanel preview={PREVIEW} csv="x" fileName="list.csv" />)).not.toContain("bg-gold-100");
  });

  it("disables the button when nothing would be created", () => {
    const html = render(<CsvPreviewPanel preview={{ ...PREVIEW, toCreate: 0 }} csv="x" fileName="list.csv" />);
    expect(button(html)).toEqual({ disabled: true, text: "Import 0 vendors" });
    expect(html).toContain("There is nothing new to import in this file.");
  });

  it("sums up an import", () => {
    const html = render(<CsvImportSummary outcome={{ created: 1, packages: 0, duplicates: { shown: [], count: 2 }, rejected: 3 }} fileName="list.csv" />);
    expect(html).toContain("1 vendor created, 2 duplicates skipped, 3 rows with errors not imported.");
    const withPackages = render(<CsvImportSummary outcome={{ created: 2, packages: 1, duplicates: { shown: [], count: 0 }, rejected: 0 }} fileName="list.csv" />);
    expect(withPackages).toContain("2 vendors with 1 package created.");
  });

  it("offers one CSV file, sent as multipart with the preview intent", () => {
    const html = render(<CsvUploadForm />);
    expect(html).toMatch(/<form [^>]*encType="multipart\/form-data" method="post">/);
    const input = /<input [^>]*type="file"[^>]*>/.exec(html)?.[0] ?? "";
    for (const attribute of ['name="file"', 'accept=".csv,text/csv"', 'required=""']) expect(input).toContain(attribute);
    expect(html).toContain('<input type="hidden" name="intent" value="preview"/>');
  });
});
