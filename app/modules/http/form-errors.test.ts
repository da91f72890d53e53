import { describe, expect, it } from "vitest";
import { formAlert, INVALID_FORM_MESSAGE } from "~/modules/http/form-errors";

describe("the message above a refused form", () => {
  it("is the form's own message when no field shows it", () => {
    const formError = { title: "Access Denied", message: "Access denied. Admin credentials required." };
    expect(formAlert({ formError, fieldErrors: {} })).toEqual(formError);
    expect(formAlert({ formError, fieldErrors: { password: "Please enter your password." } })).toEqual(formError);
  });

  it("points at the highlighted fields instead of repeating a field's message", () => {
    const message = "Your password must not contain your email address or its name part.";
    expect(formAlert({ formError: { title: "Password Contains Email", message }, fieldErrors: { password: message } })).toEqual({
      message: INVALID_FORM_MESSAGE,
    });
  });
});
