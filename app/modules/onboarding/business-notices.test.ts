import { describe, expect, it } from "vitest";
import { AUTH_REQUIRED_TOAST, hasAuthRequiredNotice, imagePickToast } from "~/modules/onboarding/business-notices";

describe("business details notices", () => {
  it("confirms an accepted image pick with the spec's success toast", () => {
    expect(imagePickToast("logo", true)).toEqual({ title: "Success", description: "Logo uploaded successfully", variant: "success" });
    expect(imagePickToast("gallery", true)).toEqual({ title: "Success", description: "Image added to gallery", variant: "success" });
  });

  it("answers a refused image pick with the spec's destructive toast", () => {
    expect(imagePickToast("logo", false)).toEqual({ title: "Error", description: "Failed to upload logo", variant: "error" });
    expect(imagePickToast("gallery", false)).toEqual({ title: "Error", description: "Failed to upload image", variant: "error" });
  });

  it("reads the authentication notice from a query string, and only that value", () => {
    expect(hasAuthRequiredNotice("?session_id=cs_1&notice=auth-required")).toBe(true);
    expect(hasAuthRequiredNotice(new URLSearchParams({ notice: "auth-required" }))).toBe(true);
    expect(hasAuthRequiredNotice("?notice=other")).toBe(false);
    expect(hasAuthRequiredNotice("")).toBe(false);
    expect(AUTH_REQUIRED_TOAST).toEqual({
      title: "Authentication Required",
      description: "Please create an account first to continue.",
      variant: "error",
    });
  });
});
