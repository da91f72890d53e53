import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

// Secrets an admin saves in `app_settings` (docs/product/admin.md#scraping-import: the scraping key "encrypted at rest"; decision 021):
// AES-256-GCM under a key derived from AUTH_SECRET, so a copy of the database alone does not give the secret away.

const VERSION = "v1";
const IV_BYTES = 12;

/** A 256-bit key for settings, derived with HKDF-SHA256 so it is never the key that signs sessions. */
function settingsKey(secret: string): Buffer {
  return Buffer.from(hkdfSync("sha256", secret, "shaadi-vendors/app_settings", "aes-256-gcm/v1", 32));
}

/**
 * Encrypts a setting's value. Input: the plain text, the setting's name (bound to the result as additional data,
 * so a value copied to another setting does not decrypt), the app's secret (resolveAuthSecret).
 * Output: `v1.{iv}.{tag}.{ciphertext}`, each part base64url; a fresh random IV every time.
 */
export function encryptSetting(plaintext: string, name: string, secret: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", settingsKey(secret), iv);
  cipher.setAAD(Buffer.from(name, "utf8"));
  const ciphertext = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), ciphertext].map((part) => (typeof part === "string" ? part : part.toString("base64url"))).join(".");
}

/**
 * Decrypts what {@link encryptSetting} wrote. Input: the stored text, the setting's name, the app's secret.
 * Output: the plain text. Throws an Error when the text is not in that form, was changed, belongs to another
 * setting, or was written under another secret (AUTH_SECRET changed since).
 */
export function decryptSetting(stored: string, name: string, secret: string): string {
  const [version, iv, tag, ciphertext] = stored.split(".");
  if (version !== VERSION || !iv || !tag || ciphertext === undefined) throw new Error("Not an encrypted setting");
  // A fixed tag length: a shortened tag would be easier to forge.
  const decipher = createDecipheriv("aes-256-gcm", settingsKey(secret), Buffer.from(iv, "base64url"), { authTagLength: 16 });
  decipher.setAAD(Buffer.from(name, "utf8"));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, "base64url")), decipher.final()]).toString("utf8");
}
