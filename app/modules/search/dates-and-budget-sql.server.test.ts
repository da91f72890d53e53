import { PgDialect } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { availabilityCondition } from "~/modules/search/dates-and-budget-sql.server";

const dialect = new PgDialect();

describe("availabilityCondition", () => {
  it("tests the bit of each day, counted from the epoch", () => {
    const condition = availabilityCondition(["2026-01-01", "2026-01-31"], "all");
    const { sql } = dialect.sqlToQuery(condition!);
    expect(sql).toContain("from 1 for 1");
    expect(sql).toContain("from 31 for 1");
    expect(sql).toMatch(/ or /);
  });

  it("refuses a string that is not a calendar day rather than writing it into the SQL", () => {
    expect(() => availabilityCondition(["2027-08-14'; drop table vendors; --"], "all")).toThrow(RangeError);
    expect(() => availabilityCondition(["next saturday"], "any")).toThrow(RangeError);
  });

  it("gives no condition without dates", () => {
    expect(availabilityCondition([], "all")).toBeUndefined();
  });
});
