import type { AuthOptions } from "~/modules/accounts/auth.server";

/**
 * The auth configuration integration tests build their own better-auth instance with (`createAuth(db, { config:
 * testAuthConfig(), sendMail })`): a fixed secret, no logging, and `publicUrl` as the site's origin.
 */
export function testAuthConfig(publicUrl = "http://localhost:3000"): AuthOptions["config"] {
  return {
    publicUrl,
    logLevel: "silent",
    authSecret: "test-secret-test-secret-test-secret-0123",
    dataDir: "/nonexistent",
    supportEmail: "support@shaadivendors.example",
  };
}
