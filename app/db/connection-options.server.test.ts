import { describe, expect, it } from "vitest";
import { connectionOptionsFor, PLAN_WITH_VALUES } from "~/db/connection-options.server";

describe("connectionOptionsFor", () => {
  it("leaves a URL without options as it is and opens connections planning with values", () => {
    const url = "postgres://app:p%40ss@db.example:5432/shaadi?sslmode=require";
    expect(connectionOptionsFor(url, {})).toEqual({ connectionString: url, options: PLAN_WITH_VALUES });
  });

  it("keeps the operator's PGOPTIONS, which the pool's own options would otherwise replace", () => {
    expect(connectionOptionsFor("postgres://db/shaadi", { PGOPTIONS: "-c statement_timeout=5000" }).options).toBe(
      `-c statement_timeout=5000 ${PLAN_WITH_VALUES}`,
    );
  });

  it("moves the URL's own options beside the app's, so neither replaces the other", () => {
    const { connectionString, options } = connectionOptionsFor("postgres://db:5432/shaadi?options=endpoint%3Dep-1&sslmode=require", {
      PGOPTIONS: "-c ignored=1",
    });
    expect(options).toBe(`endpoint=ep-1 ${PLAN_WITH_VALUES}`);
    expect(connectionString).toBe("postgres://db:5432/shaadi?sslmode=require");
  });
});
