import { PgDialect } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { availabilityCondition } from "~/modules/search/dates-and-budget-sql.server";

const dialect = new PgDialect();

describe("availabilityCondition", () => {
  it("tests the bit of each day, counted from the epoch, each position a parameter", () => {
    const condition = availabilityCondition(["2026-01-01", "2026-01-31"], "all");
    const { sql, params } = dialect.sqlToQuery(condition!);
    expect(sql).toContain("from $1::int for 1");
    expect(sql).toContain("from $2::int for 1");
    expect(params).toEqual([1, 31]);
    expect(sql).toMatch(/ or /);
  });

  it("writes the same text whatever the dates, so a search's statement is planned once", () => {
    const text = (days: string[]) => dialect.sqlToQuery(availabilityCondition(days, "any")!).sql;
    expect(text(["2027-06-05", "2027-06-06"])).toBe(text(["2028-01-01", "2028-03-04"]));
  });

  it("refuses a string that is not a calendar day", () => {
    expect(() => availabilityCondition(["2027-08-14'; drop table vendors; --"], "all")).toThrow(RangeError);
    expect(() => availabilityCondition(["next saturday"], "any")).toThrow(RangeError);
  });

  it("gives no condition without dates", () => {
    expect(availabilityCondition([], "all")).toBeUndefined();
  });
});
