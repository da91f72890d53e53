import { describe, expect, it } from "vitest";
import {
  EMPTY_PACKAGE_FORM,
  packageChangeOf,
  packageFormValues,
  parsePackageId,
  penceAsPoundsText,
  storedPackageFormValues,
} from "~/modules/packages/package-form";
import { packageSchema, type VendorPackage } from "~/modules/packages/package-rules";

function form(fields: Record<string, string | string[]>): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) for (const one of [value].flat()) body.append(name, one);
  return body;
}

describe("packageFormValues", () => {
  it("reads every ticked event type and keeps the texts as typed", () => {
    const values = packageFormValues(form({ packageId: "7", name: " Nikah day ", price: "0", priceKind: "from", included: "", eventTypes: ["Nikah", "Walima"], guests: "200" }));
    expect(values).toEqual({ packageId: "7", name: " Nikah day ", price: "0", priceKind: "from", included: "", eventTypes: ["Nikah", "Walima"], guests: "200" });
  });

  it("reads missing fields and files as empty", () => {
    const body = form({});
    body.set("name", new File(["x"], "name.txt"));
    expect(packageFormValues(body)).toEqual({ ...EMPTY_PACKAGE_FORM, priceKind: "" });
  });
});

describe("packageChangeOf", () => {
  it("tells the card's intents from the page's other forms", () => {
    expect(packageChangeOf(form({ intent: "save" }))).toBeUndefined();
    expect(packageChangeOf(form({ name: "Listing" }))).toBeUndefined();
    expect(packageChangeOf(form({ intent: "add-package", packageId: "9", name: "New" }))).toMatchObject({ intent: "add-package", values: { packageId: "", name: "New" } });
    expect(packageChangeOf(form({ intent: "save-package", packageId: "9" }))).toMatchObject({ intent: "save-package", packageId: 9 });
    expect(packageChangeOf(form({ intent: "delete-package", packageId: "nine" }))).toMatchObject({ intent: "delete-package", packageId: undefined });
  });

  it("takes as a package id only a positive whole number that fits the column", () => {
    expect([parsePackageId("1"), parsePackageId("2147483647")]).toEqual([1, 2147483647]);
    for (const id of ["0", "-1", "1.5", "2147483648", "", " 1", "01", null, 3]) expect(parsePackageId(id), String(id)).toBeUndefined();
  });
});

describe("storedPackageFormValues", () => {
  const stored: VendorPackage = { id: 4, sortOrder: 0, name: "Mehndi night", pricePence: 125_050, priceKind: "from", included: "Henna", eventTypes: ["Mehndi"], guests: null };

  it("shows a stored package in the boxes so that saving it unchanged stores the same values", () => {
    const values = storedPackageFormValues(stored);
    expect(values).toEqual({ packageId: "4", name: "Mehndi night", price: "1250.50", priceKind: "from", included: "Henna", eventTypes: ["Mehndi"], guests: "" });
    const { id: _id, sortOrder: _sortOrder, ...fields } = stored;
    expect(packageSchema.parse(values)).toEqual(fields);
  });

  it("shows whole pounds without pence", () => {
    expect([penceAsPoundsText(125_000), penceAsPoundsText(100), penceAsPoundsText(105)]).toEqual(["1250", "1", "1.05"]);
  });
});
