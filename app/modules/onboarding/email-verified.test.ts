import { describe, expect, it } from "vitest";
import { verificationPage } from "~/modules/onboarding/email-verified";

describe("/email-verified states", () => {
  const page = (query: string) => verificationPage(new URLSearchParams(query));

  it("shows success and error with their own texts, and sends anything else home", () => {
    expect(page("status=success")).toEqual({ status: "success", title: "Email Verified!", message: "Your email has been verified successfully!" });
    expect(page("status=error")).toEqual({ status: "error", title: "Verification Failed", message: "Email verification failed. Please try again." });
    expect(page("status=other")).toEqual({ redirectTo: "/" });
    expect(page("")).toEqual({ redirectTo: "/" });
  });

  it("never shows text from the address, only its own texts keyed by a reason code", () => {
    const forged = "Your account is suspended. Call +44 20 0000 0000 to restore it.";
    expect(page(`status=error&message=${encodeURIComponent(forged)}`)).toMatchObject({ message: "Email verification failed. Please try again." });
    expect(page(`status=success&message=${encodeURIComponent(forged)}`)).toMatchObject({ message: "Your email has been verified successfully!" });
    expect(page("status=error&reason=expired")).toMatchObject({ message: expect.stringMatching(/has expired/) });
    expect(page("status=error&reason=toString")).toMatchObject({ message: "Email verification failed. Please try again." });
  });

  it("turns better-auth's error code into the error state with a reason code, not words", () => {
    const result = page("status=success&error=TOKEN_EXPIRED");
    const target = new URL((result as { redirectTo: string }).redirectTo, "http://x");
    expect(target.pathname).toBe("/email-verified");
    expect(Object.fromEntries(target.searchParams)).toEqual({ status: "error", reason: "expired" });
    const unknown = new URL((page("error=SOMETHING_ELSE") as { redirectTo: string }).redirectTo, "http://x");
    expect(Object.fromEntries(unknown.searchParams)).toEqual({ status: "error" });
  });
});
