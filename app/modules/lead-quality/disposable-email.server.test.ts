import { expect, it } from "vitest";
import { isDisposableEmail } from "~/modules/lead-quality/disposable-email.server";

// decision 059: the maintained list (disposable-email-domains-js), any case, subdomains of a listed domain included.

it("knows well-known throwaway domains in any case, and their subdomains", () => {
  expect(isDisposableEmail("someone@mailinator.com")).toBe(true);
  expect(isDisposableEmail("Someone@MAILINATOR.COM")).toBe(true);
  expect(isDisposableEmail("someone@inbox.mailinator.com")).toBe(true);
  expect(isDisposableEmail("someone@guerrillamail.com")).toBe(true);
});

it("leaves ordinary mail providers and addresses without a domain alone", () => {
  for (const email of ["amira@gmail.com", "amira@outlook.com", "amira@btinternet.com", "amira@yahoo.co.uk", "amira@example.test", "amira", "amira@"]) {
    expect(isDisposableEmail(email), email).toBe(false);
  }
});
