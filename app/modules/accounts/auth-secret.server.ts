import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { AppConfig } from "~/config.server";

/**
 * The key that signs session cookies and verification tokens.
 * Input: the configuration. Output: `AUTH_SECRET` when set (or the development default outside production);
 * in production on the embedded database without `AUTH_SECRET`, a random 256-bit key created once in
 * `DATA_DIR/auth-secret` (mode 0600) and read back on later starts, so `npm start` needs no setup and the key
 * survives restarts. PostgreSQL deployments must set `AUTH_SECRET` (parseConfig refuses to start otherwise),
 * because their instances must share it. Throws when the file cannot be read or written.
 */
export function resolveAuthSecret(config: Pick<AppConfig, "authSecret" | "dataDir">): string {
  if (config.authSecret) return config.authSecret;
  const file = path.join(config.dataDir, "auth-secret");
  fs.mkdirSync(config.dataDir, { recursive: true });
  try {
    // "wx": only the first start creates it; a later start (or a concurrent one) reads what is there.
    fs.writeFileSync(file, `${randomBytes(32).toString("base64url")}\n`, { flag: "wx", mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  const secret = fs.readFileSync(file, "utf8").trim();
  if (secret.length < 32) throw new Error(`${file} holds a key shorter than 32 characters: delete it or set AUTH_SECRET`);
  return secret;
}
