import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";
import { verifyPassword as verifyLibraryHash } from "better-auth/crypto";
import { normalisePassword } from "~/modules/accounts/password-policy";

// scrypt at OWASP's Password Storage Cheat Sheet minimum: N=2^17 (128 MiB), r=8, p=1. better-auth's default
// (N=2^14, r=16, p=1: 32 MiB, a quarter of the work) is weaker, so hashing is configured here
// (docs/decisions/006-password-policy.md). The parameters are stored in each hash, so they can be raised later
// without invalidating existing hashes.
export const SCRYPT_PARAMETERS = { N: 2 ** 17, r: 8, p: 1 } as const;
export type ScryptParameters = { N: number; r: number; p: number };
let hashParameters: ScryptParameters = SCRYPT_PARAMETERS;
const KEY_LENGTH = 64;
const SALT_BYTES = 16;
const PREFIX = "scrypt";

function deriveKey(password: string, salt: Buffer, parameters: { N: number; r: number; p: number }): Promise<Buffer> {
  // Node refuses scrypt above `maxmem` (32 MiB by default); 128 × N × r bytes are needed, so allow twice that.
  const options: ScryptOptions = { ...parameters, maxmem: 256 * parameters.N * parameters.r };
  return new Promise((resolve, reject) => {
    scrypt(normalisePassword(password), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/**
 * Hashes new passwords at `parameters` instead of {@link SCRYPT_PARAMETERS}; undefined puts those back. Output: the
 * parameters used until now. Only the unit suite calls it (tests/setup/password-hash-cost.ts, decision 051): a hash
 * at OWASP's cost takes 0.2–0.5 s and 128 MiB, and hundreds of test accounts are made. Verification always uses
 * the parameters stored in the hash.
 */
export function setPasswordHashCostForTests(parameters: ScryptParameters | undefined): ScryptParameters {
  const previous = hashParameters;
  hashParameters = parameters ?? SCRYPT_PARAMETERS;
  return previous;
}

/**
 * Hashes a password with scrypt (N=2^17, r=8, p=1, 16-byte random salt, 64-byte key).
 * Input: the password as typed (NFKC-normalised here). Output: `scrypt$<N>$<r>$<p>$<salt hex>$<key hex>`.
 * Takes roughly 0.2–0.5 s of one libuv thread and 128 MiB of memory. OWASP's work factor (decision 006).
 */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const { N, r, p } = hashParameters;
  const key = await deriveKey(password, salt, hashParameters);
  return [PREFIX, N, r, p, salt.toString("hex"), key.toString("hex")].join("$");
}

/**
 * Checks a password against a stored hash in constant time.
 * Input: `{ hash, password }`. Output: true when they match. Hashes in better-auth's own format
 * (`<salt>:<key>`) are still verified, with the library's function. Throws on a malformed hash.
 */
export async function verifyPassword({ hash, password }: { hash: string; password: string }): Promise<boolean> {
  if (!hash.startsWith(`${PREFIX}$`)) return verifyLibraryHash({ hash, password });
  const [, n, r, p, saltHex, keyHex] = hash.split("$");
  const parameters = { N: Number(n), r: Number(r), p: Number(p) };
  if (!saltHex || !keyHex || !Object.values(parameters).every((value) => Number.isInteger(value) && value > 0)) {
    throw new Error("Malformed password hash");
  }
  const expected = Buffer.from(keyHex, "hex");
  const actual = await deriveKey(password, Buffer.from(saltHex, "hex"), parameters);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
