import { describe, expect, it } from "vitest";
import {
  newPasswordField,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  passwordLength,
  passwordContainsEmail,
  passwordLengthProblem,
} from "~/modules/accounts/password-policy";

describe("password length policy (OWASP ASVS 6.2.1: 8–128 characters)", () => {
  it("has the bounds of decision 006, not the spec's 6", () => {
    expect([PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH]).toEqual([8, 128]);
  });

  it.each([
    ["", "too_short"],
    ["abc", "too_short"],
    ["sixchr", "too_short"],
    ["7charsx", "too_short"],
    ["8charsxx", undefined],
    ["a".repeat(128), undefined],
    ["a".repeat(129), "too_long"],
  ])("judges a %j-long password", (password, problem) => {
    expect(passwordLengthProblem(password)).toBe(problem);
  });

  it("counts characters, not UTF-16 units, so emoji and accents count once", () => {
    expect(passwordLength("💍💍💍💍💍💍💍💍")).toBe(8);
    expect(passwordLengthProblem("💍".repeat(128))).toBeUndefined();
    expect(passwordLengthProblem("💍".repeat(129))).toBe("too_long");
    // "e" + combining acute accent is one character after NFKC normalisation.
    expect(passwordLength("e\u0301".repeat(8))).toBe(8);
  });

  it("keeps spaces: a passphrase of short words is fine", () => {
    expect(passwordLengthProblem("a b c d ")).toBeUndefined();
  });

  it("gives the schema's message for the form", () => {
    const tooShort = newPasswordField.safeParse("short");
    expect(tooShort.success).toBe(false);
    expect(tooShort.error?.issues[0]?.message).toBe("Password must be at least 8 characters long.");
    expect(newPasswordField.safeParse("x".repeat(200)).error?.issues[0]?.message).toBe(
      "Password must be at most 128 characters long.",
    );
    expect(newPasswordField.safeParse("a perfectly long passphrase").success).toBe(true);
  });
});

describe("passwords and the account's email", () => {
  it.each([
    ["priya@example.test", "priya@example.test", true],
    ["PRIYA@EXAMPLE.TEST", " priya@example.test ", true],
    ["my priya password", "priya@example.test", true],
    ["ＰＲＩＹＡ-2026-wedding", "priya@example.test", true],
    ["ana-and-the-marigolds", "ana@example.test", false],
    ["saffron and marigolds", "priya@example.test", false],
  ])("judges %j for %s", (password, email, contains) => {
    expect(passwordContainsEmail(password, email)).toBe(contains);
  });
});
