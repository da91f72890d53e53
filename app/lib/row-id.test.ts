import { describe, expect, it } from "vitest";
import { MAX_ROW_ID, parseRowId, rowIdField } from "~/lib/row-id";

describe("row ids sent by a browser", () => {
  it("takes positive whole numbers up to the integer column's largest", () => {
    expect([parseRowId("1"), parseRowId("42"), parseRowId(String(MAX_ROW_ID))]).toEqual([1, 42, MAX_ROW_ID]);
  });

  it("refuses anything else", () => {
    for (const raw of [undefined, null, 7, "", "0", "01", "-1", "1.5", "1e3", " 1", "1 ", "abc", String(MAX_ROW_ID + 1), "99999999999"]) {
      expect(parseRowId(raw), String(raw)).toBeUndefined();
    }
  });

  it("gives a form's message for an id out of range", () => {
    const field = rowIdField("Not found.");
    expect(field.parse("12")).toBe(12);
    for (const raw of ["0", "abc", String(MAX_ROW_ID + 1)]) expect(field.safeParse(raw).error?.issues[0]?.message).toBe("Not found.");
  });
});
