import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { VendorsTable } from "~/components/admin/vendors-table";
import { parseVendorListQuery, type AdminVendorPage, type AdminVendorRow } from "~/modules/admin/vendor-admin-list";

const vendorRow = (id: number, overrides: Partial<AdminVendorRow> = {}): AdminVendorRow => ({
  id,
  name: `Vendor ${id}`,
  category: { id: 3, name: "Mehndi Artists" },
  location: "Leicester, UK",
  city: "Leicester",
  isActive: true,
  isFeatured: false,
  isVerified: false,
  ownerEmail: null,
  createdAt: new Date("2026-03-14T12:00:00Z"),
  ...overrides,
});

function render(list: AdminVendorPage, search = ""): string {
  const query = parseVendorListQuery(new URLSearchParams(search));
  const Stub = createRoutesStub([{ path: "/admin-dashboard", Component: () => <VendorsTable list={list} query={query} /> }]);
  return renderToString(<Stub initialEntries={[`/admin-dashboard${search}`]} />).replaceAll("<!-- -->", "");
}

const attributes = (tag: string): Record<string, string> =>
  Object.fromEntries([...tag.matchAll(/\s([a-zA-Z-]+)="([^"]*)"/g)].map(([, name, value]) => [name!.toLowerCase(), value!]));

const formsOf = (html: string) =>
  [...html.matchAll(/(<form[^>]*>)([\s\S]*?)<\/form>/g)].map(([, open, body]) => ({
    form: attributes(open!),
    inputs: [...body!.matchAll(/<input[^>]*>/g)].map(([tag]) => attributes(tag)),
    buttons: [...body!.matchAll(/<button[^>]*>/g)].map(([tag]) => attributes(tag)),
  }));

const page = (rows: AdminVendorRow[], overrides: Partial<AdminVendorPage> = {}): AdminVendorPage => ({
  rows,
  total: rows.length,
  page: 1,
  pageCount: 1,
  pageSize: 25,
  ...overrides,
});

describe("VendorsTable", () => {
  it("gives each row a checkbox in the bulk form, its details and its links", () => {
    const html = render(page([vendorRow(7, { ownerEmail: "noor@example.test", isVerified: true }), vendorRow(8)]), "?status=active");
    const checkboxes = [...html.matchAll(/<input type="checkbox"[^>]*>/g)].map(([tag]) => attributes(tag));
    expect(checkboxes.map((box) => [box.name, box.value, box.form, box["aria-label"]])).toEqual([
      ["ids", "7", "vendor-bulk-form", "Select Vendor 7"],
      ["ids", "8", "vendor-bulk-form", "Select Vendor 8"],
    ]);
    expect(html).toContain("Owner: noor@example.test");
    expect(html).toContain("Imported");
    expect(html).toContain("14 Mar 2026");
    expect(html).toContain('href="/admin-dashboard/vendors/7"');
    expect(html).toContain('href="/admin-dashboard?status=active&amp;delete=7"');
  });

  it("posts the bulk actions with their intent, and each switch as a form of its own with the opposite value", () => {
    const forms = formsOf(render(page([vendorRow(7, { isActive: true, isFeatured: false })])));
    const bulk = forms.find((entry) => entry.form.id === "vendor-bulk-form")!;
    expect(bulk.form.method).toBe("post");
    expect(bulk.inputs).toEqual([{ type: "hidden", name: "intent", value: "bulk" }]);
    expect(bulk.buttons.map((button) => [button.name, button.value])).toEqual([
      ["bulkAction", "activate"],
      ["bulkAction", "deactivate"],
      ["bulkAction", "feature"],
      ["bulkAction", "unfeature"],
    ]);
    const switches = forms.filter((entry) => entry.inputs.some((input) => input.value === "toggle"));
    expect(switches.map((entry) => Object.fromEntries(entry.inputs.map((input) => [input.name, input.value])))).toEqual([
      { intent: "toggle", vendorId: "7", flag: "isActive", value: "false" },
      { intent: "toggle", vendorId: "7", flag: "isFeatured", value: "true" },
    ]);
    expect(switches.map((entry) => [entry.buttons[0]!.type, entry.buttons[0]!.role, entry.buttons[0]!["aria-pressed"]])).toEqual([
      ["submit", undefined, "true"],
      ["submit", undefined, "false"],
    ]);
    // Named by the visible label and the vendor, the same whichever the state.
    const html = render(page([vendorRow(7, { isActive: true, isFeatured: false })]));
    expect(html).toMatch(/aria-pressed="true"[^>]*>.*?<\/span>Active<span class="sr-only">: Vendor 7<\/span><\/button>/);
    expect(html).toMatch(/aria-pressed="false"[^>]*>.*?<\/span>Featured<span class="sr-only">: Vendor 7<\/span><\/button>/);
  });

  it("links to the previous and next pages keeping the search", () => {
    const html = render(page([vendorRow(1)], { total: 60, page: 2, pageCount: 3 }), "?q=henna&sort=name&page=2");
    expect(html).toContain("Page 2 of 3 · 60 vendors");
    expect(html).toContain('href="/admin-dashboard?q=henna&amp;sort=name"');
    expect(html).toContain('href="/admin-dashboard?q=henna&amp;sort=name&amp;page=3"');
    expect(render(page([]))).toContain("No vendors match.");
  });
});
