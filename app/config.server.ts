import path from "node:path";
import { z } from "zod";

/**
 * Every setting of the app, read from the environment once and validated with zod.
 * Defaults make the embedded mode (PGlite under `.data/`) work with no configuration.
 * Documented in README.md ("Configuration").
 */
const configSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default(".data"),
  DATABASE_URL: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined))
    .pipe(
      z
        .url({ protocol: /^postgres(ql)?$/, message: "must be a postgres:// or postgresql:// URL" })
        .optional(),
    ),
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, message: "must be an http:// or https:// URL" })
    .optional(),
  SEED_DEMO_CATALOGUE: z.enum(["auto", "always", "never"]).default("auto"),
  LOG_LEVEL: z.enum(["silent", "error", "info"]).default("info"),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
});

export type AppConfig = {
  nodeEnv: "development" | "production" | "test";
  port: number;
  host: string;
  /** Absolute path of the folder holding the embedded database and uploads. */
  dataDir: string;
  databaseUrl: string | undefined;
  /** Origin used to build absolute links, without a trailing slash. */
  publicUrl: string;
  /** Whether an empty database gets the demo catalogue at start-up. */
  seedDemoCatalogue: boolean;
  logLevel: "silent" | "error" | "info";
  shutdownTimeoutMs: number;
};

/**
 * Parses settings from an environment map.
 * Input: a `process.env`-like record. Output: an {@link AppConfig}.
 * Throws an Error whose message names each invalid variable, so a wrong setting stops the server
 * with a readable message (architecture guide, convention 6).
 */
export function parseConfig(env: Record<string, string | undefined>): AppConfig {
  const result = configSchema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${problems.join("\n")}`);
  }
  const value = result.data;
  const publicUrl = (value.PUBLIC_URL ?? `http://localhost:${value.PORT}`).replace(/\/+$/, "");
  return {
    nodeEnv: value.NODE_ENV,
    port: value.PORT,
    host: value.HOST,
    dataDir: path.resolve(value.DATA_DIR),
    databaseUrl: value.DATABASE_URL,
    publicUrl,
    // "auto": only the embedded database gets demo data; a real PostgreSQL must ask for it ("always").
    seedDemoCatalogue:
      value.SEED_DEMO_CATALOGUE === "always" || (value.SEED_DEMO_CATALOGUE === "auto" && !value.DATABASE_URL),
    logLevel: value.LOG_LEVEL,
    shutdownTimeoutMs: value.SHUTDOWN_TIMEOUT_MS,
  };
}

let cached: AppConfig | undefined;

/**
 * The process's configuration, parsed from `process.env` on first call and cached.
 * Throws like {@link parseConfig} when a variable is invalid.
 */
export function getConfig(): AppConfig {
  cached ??= parseConfig(process.env);
  return cached;
}
