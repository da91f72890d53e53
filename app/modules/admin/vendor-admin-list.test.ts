import { describe, expect, it } from "vitest";
import {
  bulkOutcomeText,
  LIST_COMMAND_MESSAGES,
  parseVendorId,
  parseVendorListCommand,
  parseVendorListQuery,
  vendorListSearch,
} from "~/modules/admin/vendor-admin-list";
import { AppError } from "~/modules/errors/app-error";

const form = (fields: Record<string, string | string[]>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) for (const one of [value].flat()) data.append(name, one);
  return data;
};

function refusal(fields: Record<string, string | string[]>): string {
  try {
    parseVendorListCommand(form(fields));
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).status).toBe(400);
    return (error as AppError).message;
  }
  throw new Error("The command was accepted");
}

describe("the Vendors table's URL state", () => {
  it("reads defaults for missing or malformed parameters", () => {
    expect(parseVendorListQuery(new URLSearchParams())).toEqual({ q: "", categoryId: undefined, status: undefined, sort: "newest", page: 1 });
    expect(parseVendorListQuery(new URLSearchParams("q=%20%20Noor%0A%20Mehndi%20&category=x&status=deleted&sort=random&page=-2"))).toEqual({
      q: "Noor Mehndi",
      categoryId: undefined,
      status: undefined,
      sort: "newest",
      page: 1,
    });
    expect(parseVendorListQuery(new URLSearchParams("category=4&status=featured&sort=name&page=3"))).toMatchObject({ categoryId: 4, status: "featured", sort: "name", page: 3 });
    expect(parseVendorListQuery(new URLSearchParams({ q: "x".repeat(500) })).q).toHaveLength(200);
  });

  it("writes links without defaults, going back to page 1 when the search changes", () => {
    const query = parseVendorListQuery(new URLSearchParams("q=noor&status=active&page=3"));
    expect(vendorListSearch(query)).toBe("?q=noor&status=active&page=3");
    expect(vendorListSearch(query, { page: 4 })).toBe("?q=noor&status=active&page=4");
    expect(vendorListSearch(query, { sort: "name" })).toBe("?q=noor&status=active&sort=name");
    expect(vendorListSearch(query, {}, { delete: "9" })).toBe("?q=noor&status=active&page=3&delete=9");
    expect(vendorListSearch(parseVendorListQuery(new URLSearchParams()))).toBe("");
  });
});

describe("the Vendors table's posted changes", () => {
  it("reads a toggle, a bulk action (each id once) and a deletion", () => {
    expect(parseVendorListCommand(form({ intent: "toggle", vendorId: "5", flag: "isFeatured", value: "true" }))).toEqual({
      intent: "toggle",
      vendorId: 5,
      flag: "isFeatured",
      value: true,
    });
    expect(parseVendorListCommand(form({ intent: "bulk", bulkAction: "deactivate", ids: ["3", "1", "3"] }))).toEqual({
      intent: "bulk",
      bulkAction: "deactivate",
      ids: [3, 1],
    });
    expect(parseVendorListCommand(form({ intent: "delete", vendorId: "12" }))).toEqual({ intent: "delete", vendorId: 12 });
  });

  it("refuses an empty selection, unknown actions and malformed ids", () => {
    expect(refusal({ intent: "bulk", bulkAction: "activate" })).toBe(LIST_COMMAND_MESSAGES.noSelection);
    expect(refusal({ intent: "bulk", bulkAction: "promote", ids: "1" })).toBe(LIST_COMMAND_MESSAGES.unknown);
    expect(refusal({ intent: "drop-table" })).toBe(LIST_COMMAND_MESSAGES.unknown);
    expect(refusal({ intent: "toggle", vendorId: "5", flag: "isVerified", value: "true" })).toBe(LIST_COMMAND_MESSAGES.unknown);
    expect(refusal({ intent: "bulk", bulkAction: "activate", ids: ["1", "1; drop table vendors"] })).toBe(LIST_COMMAND_MESSAGES.badVendor);
    expect(refusal({ intent: "delete", vendorId: "0" })).toBe(LIST_COMMAND_MESSAGES.badVendor);
    expect(refusal({ intent: "bulk", bulkAction: "activate", ids: Array.from({ length: 501 }, (_, index) => String(index + 1)) })).toBe(LIST_COMMAND_MESSAGES.tooMany);
  });
});

describe("the bulk action's toast", () => {
  it("says what changed, what already was so, and which ids were not found", () => {
    expect(bulkOutcomeText("activate", { changed: [1, 2], unchanged: [], missing: [] })).toBe("2 vendors made active.");
    expect(bulkOutcomeText("unfeature", { changed: [1], unchanged: [4], missing: [98, 99] })).toBe("1 vendor no longer featured. 1 vendor already was. Not found: 98, 99.");
    expect(bulkOutcomeText("feature", { changed: [], unchanged: [3, 4], missing: [] })).toBe("0 vendors featured. 2 vendors already were.");
  });

  it("reads vendor ids from the URL as whole numbers from 1 only", () => {
    expect([parseVendorId("12"), parseVendorId(" 7 "), parseVendorId("0"), parseVendorId("new"), parseVendorId("1e3"), parseVendorId(null), parseVendorId(undefined)]).toEqual([
      12,
      7,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });
});
