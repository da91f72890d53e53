import { describe, expect, it } from "vitest";
import { accountFormProblem, businessDetailsPath } from "~/modules/onboarding/account-form";
import { businessDetailsSchema, requiredBusinessFieldsFilled } from "~/modules/onboarding/business-form";
import { DEFAULT_PRICING } from "~/modules/vendors/vendor-fields";

describe("account form rules", () => {
  const ok = { email: "a@example.test", password: "long-enough-pass", confirmPassword: "long-enough-pass" };

  it("gives the spec's titles and messages in order", () => {
    expect(accountFormProblem({ ...ok, confirmPassword: "" })).toEqual({ title: "Missing Information", message: "Please fill in all fields." });
    expect(accountFormProblem({ ...ok, email: "   " })?.title).toBe("Missing Information");
    expect(accountFormProblem({ ...ok, email: "nope" })).toMatchObject({ title: "Invalid Email", field: "email" });
    expect(accountFormProblem({ ...ok, confirmPassword: "something-else" })).toEqual({
      title: "Password Mismatch",
      message: "Passwords do not match.",
      field: "confirmPassword",
    });
    expect(accountFormProblem({ ...ok, password: "short", confirmPassword: "short" })).toEqual({
      title: "Password Too Short",
      message: "Password must be at least 8 characters long.",
      field: "password",
    });
    const long = "x".repeat(129);
    expect(accountFormProblem({ ...ok, password: long, confirmPassword: long })?.title).toBe("Password Too Long");
    expect(accountFormProblem(ok)).toBeUndefined();
  });

  it("carries the checkout to the business details form", () => {
    expect(businessDetailsPath("cs_test_1", "showcase")).toBe("/business-details?session_id=cs_test_1&plan=showcase");
  });
});

describe("business details form rules", () => {
  it("enables submit only when the five required fields have text", () => {
    const filled = { businessName: "A", email: "a@b.example", category: "2", location: "Leeds", description: "x" };
    expect(requiredBusinessFieldsFilled(filled)).toBe(true);
    for (const field of Object.keys(filled)) expect(requiredBusinessFieldsFilled({ ...filled, [field]: "  " })).toBe(false);
  });

  it("stores empty pricing as the spec's text and trims the rest", () => {
    const parsed = businessDetailsSchema.parse({
      businessName: " A ",
      email: "a@b.example",
      category: "2",
      location: "Leeds",
      description: "x",
      pricing: "  ",
      phone: "+44 20 7946 0000",
      website: "",
      socialMediaLink: "instagram.com/a",
    });
    expect(parsed).toMatchObject({ businessName: "A", category: 2, pricing: DEFAULT_PRICING, socialMediaLink: "https://instagram.com/a" });
  });

  it("refuses a bad phone or a non-web address", () => {
    const base = { businessName: "A", email: "a@b.example", category: "2", location: "Leeds", description: "x", pricing: "", website: "", socialMediaLink: "" };
    expect(businessDetailsSchema.safeParse({ ...base, phone: "call me" }).success).toBe(false);
    expect(businessDetailsSchema.safeParse({ ...base, phone: "", website: "javascript:alert(1)" }).success).toBe(false);
  });
});
