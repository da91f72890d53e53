import { hashPassword as libraryHash } from "better-auth/crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { hashPassword, SCRYPT_PARAMETERS, setPasswordHashCostForTests, verifyPassword } from "~/modules/accounts/password-hash.server";

describe("password hashing", () => {
  // The suite hashes at a lower cost (tests/setup/password-hash-cost.ts); these tests are of the real one.
  beforeAll(() => setPasswordHashCostForTests(undefined));

  it("uses OWASP's scrypt minimum (N=2^17, r=8, p=1), stronger than better-auth's default (N=2^14, r=16)", () => {
    expect(SCRYPT_PARAMETERS).toEqual({ N: 131072, r: 8, p: 1 });
    // Memory 128·N·r and work N·r·p: both at least OWASP's and above better-auth's default.
    expect(128 * SCRYPT_PARAMETERS.N * SCRYPT_PARAMETERS.r).toBe(128 * 1024 * 1024);
    expect(SCRYPT_PARAMETERS.N * SCRYPT_PARAMETERS.r).toBeGreaterThan(2 ** 14 * 16);
  });

  it("stores the parameters and a random salt, and verifies only the right password", async () => {
    const first = await hashPassword("saffron and marigolds");
    const second = await hashPassword("saffron and marigolds");
    expect(first).toMatch(/^scrypt\$131072\$8\$1\$[0-9a-f]{32}\$[0-9a-f]{128}$/);
    expect(first).not.toBe(second);
    expect(await verifyPassword({ hash: first, password: "saffron and marigolds" })).toBe(true);
    expect(await verifyPassword({ hash: first, password: "saffron and marigold" })).toBe(false);
    expect(await verifyPassword({ hash: first, password: "" })).toBe(false);
  });

  it("treats canonically equal Unicode as the same password (NFKC)", async () => {
    const hash = await hashPassword("café crème 123");
    expect(await verifyPassword({ hash, password: "cafe\u0301 cre\u0300me 123" })).toBe(true);
  });

  it("verifies hashes in better-auth's own format, so accounts made before this setting still sign in", async () => {
    const legacy = await libraryHash("an older password");
    expect(legacy).toMatch(/^[0-9a-f]+:[0-9a-f]+$/);
    expect(await verifyPassword({ hash: legacy, password: "an older password" })).toBe(true);
    expect(await verifyPassword({ hash: legacy, password: "another one" })).toBe(false);
  });

  it("throws on a damaged hash rather than accepting it", async () => {
    await expect(verifyPassword({ hash: "scrypt$0$8$1$ab$cd", password: "x" })).rejects.toThrow(/Malformed/);
    await expect(verifyPassword({ hash: "scrypt$131072$8$1$$", password: "x" })).rejects.toThrow(/Malformed/);
  });
});
