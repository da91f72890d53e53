import { z } from "zod";
import { describe, expect, it } from "vitest";
import {
  attributeFormValues,
  attributeSchemaFields,
  capacityFromText,
  facetFromText,
  shownAttributeValues,
} from "~/modules/vendor-portal/listing-attributes";

const schema = z.object(attributeSchemaFields);

describe("a listing's attributes in a form", () => {
  it.each([
    ["", null],
    ["  ", null],
    ["500", 500],
    [" 1,000 ", 1000],
    ["10000", 10_000],
    ["10,001", undefined],
    ["0", undefined],
    ["-1", undefined],
    ["2.5", undefined],
    ["1e3", undefined],
    ["lots", undefined],
    ["99999999999999999999", undefined],
  ])("reads the capacity %j as %s", (text, capacity) => {
    expect(capacityFromText(text)).toBe(capacity);
  });

  it("names a facet by its key or its label, in any case", () => {
    expect(facetFromText("prayer-room")).toBe("prayer-room");
    expect(facetFromText(" Separate Prayer Room ")).toBe("prayer-room");
    expect(facetFromText("Female-only team")).toBe("female");
    expect(facetFromText("toString")).toBeUndefined();
  });

  it("reads the boxes only when the form showed them", () => {
    const form = new FormData();
    form.append("facets", "halal");
    expect(attributeFormValues(form)).toBeUndefined();
    form.append("attributesShown", "1");
    form.append("eventTypes", "Nikah");
    expect(attributeFormValues(form)).toEqual({ facets: ["halal"], capacity: "", eventTypes: ["Nikah"], languages: [] });
  });

  it("checks and orders the values", () => {
    const parsed = schema.parse({ facets: ["jain", "Halal", "halal", ""], capacity: "400", eventTypes: ["walima", "Nikah"], languages: ["urdu"] });
    expect(parsed).toEqual({ facets: ["halal", "jain"], capacity: 400, eventTypes: ["Nikah", "Walima"], languages: ["Urdu"] });
    expect(schema.safeParse({ facets: ["halal", "unicorn"] }).success).toBe(false);
  });

  it("shows the values sent after a refusal, else the stored ones", () => {
    const stored = { facets: ["halal"], capacity: 300, eventTypes: [], languages: ["Urdu"] };
    expect(shownAttributeValues({}, stored)).toEqual({ facets: ["halal"], capacity: "300", eventTypes: [], languages: ["Urdu"] });
    const sent = { facets: [], capacity: "x", eventTypes: ["Nikah"], languages: [] };
    expect(shownAttributeValues(sent, stored)).toEqual(sent);
    expect(shownAttributeValues(undefined)).toEqual({ facets: [], capacity: "", eventTypes: [], languages: [] });
  });
});
