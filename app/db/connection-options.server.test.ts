import { describe, expect, it } from "vitest";
import { connectionOptionsFor, PLAN_WITH_VALUES } from "~/db/connection-options.server";

const values = { planWithValues: true };

describe("connectionOptionsFor", () => {
  it("leaves a URL without options as it is; only the pool for searches opens planning with values", () => {
    const url = "postgres://app:p%40ss@db.example:5432/shaadi?sslmode=require";
    expect(connectionOptionsFor(url, {}, values)).toEqual({ connectionString: url, options: PLAN_WITH_VALUES });
    expect(connectionOptionsFor(url, {})).toEqual({ connectionString: url, options: undefined });
  });

  it("keeps the operator's PGOPTIONS, which the pool's own options would otherwise replace", () => {
    expect(connectionOptionsFor("postgres://db/shaadi", { PGOPTIONS: "-c statement_timeout=5000" }, values).options).toBe(
      `-c statement_timeout=5000 ${PLAN_WITH_VALUES}`,
    );
    expect(connectionOptionsFor("postgres://db/shaadi", { PGOPTIONS: " -c statement_timeout=5000 " }).options).toBe("-c statement_timeout=5000");
  });

  it("moves the URL's own options beside the app's, so neither replaces the other", () => {
    const url = "postgres://db:5432/shaadi?options=endpoint%3Dep-1&sslmode=require";
    const { connectionString, options } = connectionOptionsFor(url, { PGOPTIONS: "-c ignored=1" }, values);
    expect(options).toBe(`endpoint=ep-1 ${PLAN_WITH_VALUES}`);
    expect(connectionString).toBe("postgres://db:5432/shaadi?sslmode=require");
    expect(connectionOptionsFor(url, { PGOPTIONS: "-c ignored=1" })).toEqual({ connectionString, options: "endpoint=ep-1" });
  });
});
