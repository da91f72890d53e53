import { describe, expect, it } from "vitest";
import { DATA_REQUEST_MESSAGES, dataRequestSchema, dueOn } from "~/modules/data-requests/data-request-rules";

// docs/product/admin.md#data-requests: a request is due one calendar month after the day it arrived.

describe("a data request's due day", () => {
  it.each([
    ["2026-03-15", "2026-04-15"],
    ["2026-01-31", "2026-02-28"],
    ["2028-01-31", "2028-02-29"],
    ["2026-08-31", "2026-09-30"],
    ["2026-12-31", "2027-01-31"],
  ])("is %s → %s", (received, due) => expect(dueOn(received)).toBe(due));
});

describe("the log form's rules", () => {
  const schema = dataRequestSchema("2026-11-29");
  it("accepts today and lower-cases the address", () => {
    expect(schema.parse({ email: " Sana@Example.TEST ", kind: "erasure", receivedOn: "2026-11-29", note: "" })).toEqual({
      email: "sana@example.test",
      kind: "erasure",
      receivedOn: "2026-11-29",
      note: "",
    });
  });
  it("refuses tomorrow and a note over 1,000 characters", () => {
    const result = schema.safeParse({ email: "a@example.test", kind: "export", receivedOn: "2026-11-30", note: "x".repeat(1001) });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([DATA_REQUEST_MESSAGES.futureDay, DATA_REQUEST_MESSAGES.longNote]);
  });
});
