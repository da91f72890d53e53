import { describe, expect, it } from "vitest";
import { COMMON_PASSWORD_COUNT, isCommonPassword, newPasswordProblem } from "~/modules/accounts/common-passwords.server";

describe("the shipped common-password list", () => {
  it("holds at least 1,000 passwords (10,000 of 8+ characters from zxcvbn's list)", () => {
    expect(COMMON_PASSWORD_COUNT).toBeGreaterThanOrEqual(1000);
    expect(COMMON_PASSWORD_COUNT).toBe(10_000);
  });

  it.each(["password", "12345678", "iloveyou", "qwertyuiop", "trustno1", "passw0rd"])("refuses %s", (password) => {
    expect(isCommonPassword(password)).toBe(true);
  });

  it("compares without regard to case or Unicode form", () => {
    expect(isCommonPassword("PassWord")).toBe(true);
    expect(isCommonPassword("ＰＡＳＳＷＯＲＤ")).toBe(true); // full-width letters normalise to ASCII (NFKC)
  });

  it("accepts uncommon passwords and ignores the list's comment lines", () => {
    expect(isCommonPassword("mehndi-by-the-river-42")).toBe(false);
    expect(isCommonPassword("# Common passwords refused at sign-up (app/modules/accounts/common-passwords.server.ts).")).toBe(false);
  });

  it("applies the whole policy in order: length, the email, the list, then the strength estimate", async () => {
    expect(await newPasswordProblem("123456")).toBe("too_short");
    expect(await newPasswordProblem("x".repeat(129))).toBe("too_long");
    expect(await newPasswordProblem("nisha@example.test", "Nisha@Example.test")).toBe("contains_email");
    expect(await newPasswordProblem("my-nisha-password-9", "nisha@example.test")).toBe("contains_email");
    expect(await newPasswordProblem("password1")).toBe("too_common");
    expect(await newPasswordProblem("aaaaaaaa")).toBe("too_weak");
    expect(await newPasswordProblem("aaaaaaaaaaaa")).toBe("too_weak");
    expect(await newPasswordProblem("12345678abc")).toBe("too_weak");
    expect(await newPasswordProblem("saffron and marigolds")).toBeUndefined();
    // A short local part is too likely to occur by chance to be refused.
    expect(await newPasswordProblem("saffron and marigolds", "ana@example.test")).toBeUndefined();
  });
});
