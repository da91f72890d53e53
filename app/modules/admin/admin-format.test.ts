import { describe, expect, it } from "vitest";
import { auditChanges, percentOf } from "~/modules/admin/admin-format";

describe("admin dashboard wording", () => {
  it("prints whole percentages and 0% of nothing", () => {
    expect(percentOf(1, 3)).toBe("33%");
    expect(percentOf(2, 3)).toBe("67%");
    expect(percentOf(0, 0)).toBe("0%");
  });

  it("lists an audit entry's changes, a creation's values and a deletion's", () => {
    expect(auditChanges({ isActive: false }, { isActive: true })).toEqual(["isActive: false → true"]);
    expect(auditChanges(null, { name: "Noor" })).toEqual(["name: Noor"]);
    expect(auditChanges({ name: "Noor" }, null)).toEqual(["name: Noor → (removed)"]);
    expect(auditChanges(null, { note: "x".repeat(100) })[0]).toHaveLength("note: ".length + 80);
  });
});
