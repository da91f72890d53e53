import { expect, it } from "vitest";
import { plannerReturnPath } from "~/modules/accounts/auth.server";

// decision 092: a sign-in link leads back only to a page of the planner, never elsewhere.

it("accepts a planner page and refuses anything else", () => {
  expect(plannerReturnPath("/planner/account-deletion")).toBe("/planner/account-deletion");
  for (const value of [null, undefined, "", "/", "/planner", "//evil.example/planner/x", "https://evil.example/planner/x", "/planner/../admin", "/planner/x?y=1", "/vendor-dashboard"]) {
    expect(plannerReturnPath(value)).toBeUndefined();
  }
});
