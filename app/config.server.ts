import os from "node:os";
import path from "node:path";
import { z } from "zod";

/** OpenStreetMap's own tiles and the attribution its tile usage policy asks for (decision 037). */
const DEFAULT_MAP_TILE_URL = "https://tile.openstreetmap.org/{z}/{x}/{y}.png";
const DEFAULT_MAP_TILE_ATTRIBUTION = "© OpenStreetMap contributors";

/**
 * Every setting of the app, read from the environment once and validated with zod.
 * Defaults make the embedded mode (PGlite under `.data/`) work with no configuration.
 * Documented in README.md ("Configuration").
 */
/** A setting that may be unset or blank; blank counts as unset. */
const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

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
  LOG_LEVEL: z.enum(["silent", "error", "warn", "info", "debug"]).default("info"),
  // Statements slower than this many ms are logged with their text (no parameters); decision 041.
  SLOW_QUERY_MS: z.coerce.number().int().min(0).default(200),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
  // Against slow clients (decision 042): headers, a whole request, and an idle kept-alive connection.
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(1000).default(20_000),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).default(120_000),
  KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(1000).default(65_000),
  AUTH_SECRET: optionalText.pipe(z.string().min(32, "must be at least 32 characters").optional()),
  TRUST_PROXY: z.string().trim().min(1).default("loopback"),
  SMTP_URL: optionalText.pipe(
    z.url({ protocol: /^smtps?$/, message: "must be an smtp:// or smtps:// URL" }).optional(),
  ),
  MAIL_FROM: optionalText,
  DEV_OUTBOX: z.enum(["on", "off"], { message: "must be on or off" }).default("off"),
  SUPPORT_EMAIL: optionalText.pipe(z.email({ message: "must be an email address" }).optional()),
  ADMIN_EMAIL: optionalText.pipe(z.email({ message: "must be an email address" }).optional()),
  // Replies by mail (decision 058): the domain of reply addresses and the key Mailgun signs its posts with.
  INBOUND_MAIL_DOMAIN: optionalText.pipe(
    z
      .string()
      .toLowerCase()
      .regex(/^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/, "must be a domain name, e.g. reply.example.com")
      .optional(),
  ),
  MAILGUN_WEBHOOK_SIGNING_KEY: optionalText,
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  STRIPE_PRICE_EARLY_BIRD: optionalText,
  STRIPE_PRICE_SHOWCASE: optionalText,
  STRIPE_PRICE_FEATURED: optionalText,
  // Only for tests that point the SDK at a local fake server (stack notes, pitfall 11).
  STRIPE_API_HOST: optionalText,
  STRIPE_API_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  STRIPE_API_PROTOCOL: optionalText.pipe(z.enum(["http", "https"]).optional()),
  STORAGE_DRIVER: z.enum(["local", "s3"]).default("local"),
  S3_ENDPOINT: optionalText.pipe(
    z.url({ protocol: /^https?$/, message: "must be an http:// or https:// URL" }).optional(),
  ),
  S3_REGION: optionalText,
  S3_BUCKET: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_PUBLIC_URL: optionalText.pipe(
    z.url({ protocol: /^https?$/, message: "must be an http:// or https:// URL" }).optional(),
  ),
  S3_FORCE_PATH_STYLE: z.enum(["true", "false"], { message: "must be true or false" }).default("false"),
  // Only for the project's own tests, which serve the sites they scrape on 127.0.0.1 (decision 021).
  SCRAPER_ALLOW_LOOPBACK: z.enum(["on", "off"], { message: "must be on or off" }).default("off"),
  FIRECRAWL_API_URL: z
    .url({ protocol: /^https?$/, message: "must be an http:// or https:// URL" })
    .default("https://api.firecrawl.dev"),
  // 8 MB of gzipped pages, about 700 of them (decision 080).
  PAGE_CACHE_MB: z.coerce.number().min(0).max(4096).default(8),
  PAGE_CACHE_CHECK_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  // GET and HEAD requests worked on at once, the others waiting in order (decision 102); 0 turns the queue off.
  REQUEST_CONCURRENCY: z.coerce.number().int().min(0).max(1024).optional(),
  // The background job queue (app/modules/jobs/, decision 043).
  JOB_LEASE_SECONDS: z.coerce.number().int().min(10).max(3600).default(60),
  MAIL_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  // Maps (decision 037): checked by parseTileUrl below; "off" means no tiles are ever requested.
  MAP_TILE_URL: z.string().trim().min(1).default(DEFAULT_MAP_TILE_URL),
  MAP_TILE_ATTRIBUTION: z.string().trim().min(1).max(300).default(DEFAULT_MAP_TILE_ATTRIBUTION),
});

/** Settings an S3 bucket needs besides the optional endpoint; each is required when STORAGE_DRIVER=s3. */
const REQUIRED_S3_SETTINGS = [
  "S3_REGION",
  "S3_BUCKET",
  "S3_ACCESS_KEY_ID",
  "S3_SECRET_ACCESS_KEY",
  "S3_PUBLIC_URL",
] as const;

// Development defaults: they are public, so they are refused in production (see parseConfig).
const DEVELOPMENT_AUTH_SECRET = "development-only-auth-secret-never-use-in-production";
const DEFAULT_MAIL_FROM = "Shaadi Vendors UK <no-reply@shaadivendors.example>";
const DEFAULT_SUPPORT_EMAIL = "support@shaadivendors.example";
const DEVELOPMENT_MAILGUN_SIGNING_KEY = "development-only-mailgun-signing-key";

/**
 * Where uploaded images are kept (app/modules/storage/): files under DATA_DIR/media/uploads, or an
 * S3-compatible bucket.
 */
export type StorageConfig =
  | { driver: "local" }
  | {
      driver: "s3";
      /** Endpoint of an S3-compatible service (MinIO, R2…); undefined for Amazon S3 itself. */
      endpoint: string | undefined;
      region: string;
      bucket: string;
      accessKeyId: string;
      secretAccessKey: string;
      /** Base URL under which the bucket's objects are served, without a trailing slash. */
      publicUrl: string;
      /** Path-style URLs (`endpoint/bucket/key`), which most self-hosted services need. */
      forcePathStyle: boolean;
    };

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
  /** JSON logs on stdout at this level and above (app/modules/logging/logger.server.ts; decision 041). */
  logLevel: "silent" | "error" | "warn" | "info" | "debug";
  /** Statements slower than this (ms) are logged with their duration and text, without parameters. */
  slowQueryMs: number;
  shutdownTimeoutMs: number;
  /** Time a client has to send a request's headers, in ms; past it the server answers 408 and closes. */
  headersTimeoutMs: number;
  /** Time a client has to send a whole request (headers and body), in ms; never less than headersTimeoutMs. */
  requestTimeoutMs: number;
  /** Time an idle kept-alive connection stays open for the next request, in ms. */
  keepAliveTimeoutMs: number;
  /**
   * Key that signs session cookies and verification tokens. Undefined only in production on the embedded
   * database, where a random key is created once under DATA_DIR (app/modules/accounts/auth-secret.server.ts).
   */
  authSecret: string | undefined;
  /** Express `trust proxy` setting: which proxies may tell the client's address in X-Forwarded-For. */
  trustProxy: boolean | number | string;
  /** SMTP server for outgoing mail; unset keeps mail in the development outbox (/dev/outbox). */
  smtpUrl: string | undefined;
  /**
   * Whether /dev/outbox is shown: outside production always; in production only with DEV_OUTBOX=on and no
   * SMTP_URL (the browser tests run the production build and read the verification mail there).
   */
  devOutbox: boolean;
  /** Sender of every mail, e.g. `Shaadi Vendors UK <no-reply@example.com>`. */
  mailFrom: string;
  /** Support address shown to vendors and in mails (docs/product/vendor-journey-and-portal.md#business-details). */
  supportEmail: string;
  /** The admin sign-in's fixed email (docs/product/admin.md#access); unset leaves the field editable. */
  adminEmail: string | undefined;
  /** Stripe billing; undefined selects the test-mode provider (checkout page on our own site, no real payment). */
  stripe: StripeConfig | undefined;
  /** Storage of uploaded images: local disk (default) or an S3-compatible bucket. */
  storage: StorageConfig;
  /** The web-scraping import (app/modules/scraping/, decision 021). */
  scraping: ScrapingConfig;
  /** Bound of the in-process cache of anonymous public pages, in bytes; 0 turns it off (decision 044). */
  pageCacheBytes: number;
  /** How often at most the page cache reads the database's change counter, in ms (decision 044). */
  pageCacheCheckMs: number;
  /**
   * How many GET and HEAD requests the app works on at once, the others waiting in order of arrival; 0 for no limit.
   * Two per core by default (decision 102).
   */
  requestConcurrency: number;
  /** The background job queue (app/modules/jobs/, decision 043). */
  jobs: JobsConfig;
  /** The maps of the vendor and search pages (app/modules/maps/, decision 037). */
  map: MapConfig;
  /** Replies by mail to conversation mails (decision 058). */
  inboundMail: InboundMailConfig;
};

export type InboundMailConfig = {
  /**
   * The domain of reply addresses `reply+{token}@{domain}`, whose mail Mailgun posts to
   * `/api/webhooks/inbound-mail`; undefined turns replies by mail off: mails carry no Reply-To.
   */
  domain: string | undefined;
  /** Mailgun's HTTP webhook signing key, which signs each post; undefined exactly when `domain` is. */
  signingKey: string | undefined;
};

export type JobsConfig = {
  /**
   * Seconds a running job may go without its heartbeat before another instance takes it over (a killed
   * process's scraping import, say); at least 10, pg-boss's smallest heartbeat.
   */
  leaseSeconds: number;
  /** Seconds before a failed mail's first retry; each later retry waits twice as long, at most an hour. */
  mailRetryDelaySeconds: number;
};

export type MapConfig = {
  /** Leaflet tile URL template (`{z}`, `{x}`, `{y}`, optional `{s}` and `{r}`); null when MAP_TILE_URL is `off`. */
  tileUrl: string | null;
  /** Plain text credited under the map, e.g. '© OpenStreetMap contributors'. */
  attribution: string;
};

export type ScrapingConfig = {
  /** Lets the built-in scraper reach loopback addresses on any port: for the project's own tests only. */
  allowLoopback: boolean;
  /** Base URL of Firecrawl's API, without a trailing slash (tests point it at a local fake server). */
  firecrawlApiUrl: string;
};

export type StripeConfig = {
  secretKey: string;
  webhookSecret: string;
  /** Configured yearly price ids per plan; a plan without one is sold with inline price data. */
  priceIds: { early_bird?: string; showcase?: string; featured?: string };
  /** API address override, for tests against a local fake server only. */
  api?: { host: string; port?: number; protocol?: "http" | "https" };
};

/**
 * Parses settings from an environment map.
 * Input: a `process.env`-like record. Output: an {@link AppConfig}.
 * Throws an Error whose message names each invalid variable, so a wrong setting stops the server
 * with a readable message (docs/ARCHITECTURE.md, convention 6).
 */
export function parseConfig(env: Record<string, string | undefined>): AppConfig {
  const result = configSchema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${problems.join("\n")}`);
  }
  const value = result.data;
  const problems: string[] = [];
  const production = value.NODE_ENV === "production";
  // Several instances on PostgreSQL must share one key, so it cannot be generated per instance.
  if (production && value.DATABASE_URL && !value.AUTH_SECRET) {
    problems.push("  AUTH_SECRET: required in production with DATABASE_URL (at least 32 random characters)");
  }
  if (production && value.AUTH_SECRET === DEVELOPMENT_AUTH_SECRET) {
    problems.push("  AUTH_SECRET: the development default cannot be used in production");
  }
  // Real mail needs real addresses: the placeholder domain would be rejected or bounce.
  if (value.SMTP_URL && !value.MAIL_FROM) problems.push("  MAIL_FROM: required when SMTP_URL is set");
  if (value.SMTP_URL && !value.SUPPORT_EMAIL) problems.push("  SUPPORT_EMAIL: required when SMTP_URL is set");
  // Without the key anyone could post a reply in any conversation whose reply address they learnt.
  if (production && value.INBOUND_MAIL_DOMAIN && !value.MAILGUN_WEBHOOK_SIGNING_KEY) {
    problems.push("  MAILGUN_WEBHOOK_SIGNING_KEY: required in production when INBOUND_MAIL_DOMAIN is set");
  }
  if (production && value.MAILGUN_WEBHOOK_SIGNING_KEY === DEVELOPMENT_MAILGUN_SIGNING_KEY) {
    problems.push("  MAILGUN_WEBHOOK_SIGNING_KEY: the development default cannot be used in production");
  }
  if (value.STRIPE_SECRET_KEY && !value.STRIPE_WEBHOOK_SECRET) {
    problems.push("  STRIPE_WEBHOOK_SECRET: required when STRIPE_SECRET_KEY is set");
  }
  if (value.STORAGE_DRIVER === "s3") {
    for (const name of REQUIRED_S3_SETTINGS) {
      if (!value[name]) problems.push(`  ${name}: required when STORAGE_DRIVER is s3`);
    }
  }
  if (value.REQUEST_TIMEOUT_MS < value.HEADERS_TIMEOUT_MS) {
    problems.push("  REQUEST_TIMEOUT_MS: must not be less than HEADERS_TIMEOUT_MS");
  }
  const tileUrlProblem = mapTileUrlProblem(value.MAP_TILE_URL);
  if (tileUrlProblem) problems.push(`  MAP_TILE_URL: ${tileUrlProblem}`);
  if (problems.length > 0) throw new Error(`Invalid configuration:\n${problems.join("\n")}`);
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
    slowQueryMs: value.SLOW_QUERY_MS,
    shutdownTimeoutMs: value.SHUTDOWN_TIMEOUT_MS,
    headersTimeoutMs: value.HEADERS_TIMEOUT_MS,
    requestTimeoutMs: value.REQUEST_TIMEOUT_MS,
    keepAliveTimeoutMs: value.KEEP_ALIVE_TIMEOUT_MS,
    authSecret: value.AUTH_SECRET ?? (production ? undefined : DEVELOPMENT_AUTH_SECRET),
    trustProxy: parseTrustProxy(value.TRUST_PROXY),
    smtpUrl: value.SMTP_URL,
    devOutbox: !value.SMTP_URL && (value.NODE_ENV !== "production" || value.DEV_OUTBOX === "on"),
    mailFrom: value.MAIL_FROM ?? DEFAULT_MAIL_FROM,
    supportEmail: value.SUPPORT_EMAIL ?? DEFAULT_SUPPORT_EMAIL,
    adminEmail: value.ADMIN_EMAIL?.toLowerCase(),
    stripe: value.STRIPE_SECRET_KEY
      ? {
          secretKey: value.STRIPE_SECRET_KEY,
          webhookSecret: value.STRIPE_WEBHOOK_SECRET ?? "",
          priceIds: {
            early_bird: value.STRIPE_PRICE_EARLY_BIRD,
            showcase: value.STRIPE_PRICE_SHOWCASE,
            featured: value.STRIPE_PRICE_FEATURED,
          },
          api: value.STRIPE_API_HOST
            ? { host: value.STRIPE_API_HOST, port: value.STRIPE_API_PORT, protocol: value.STRIPE_API_PROTOCOL }
            : undefined,
        }
      : undefined,
    storage: parseStorage(value),
    scraping: {
      allowLoopback: value.SCRAPER_ALLOW_LOOPBACK === "on",
      firecrawlApiUrl: value.FIRECRAWL_API_URL.replace(/\/+$/, ""),
    },
    pageCacheBytes: Math.round(value.PAGE_CACHE_MB * 2 ** 20),
    pageCacheCheckMs: value.PAGE_CACHE_CHECK_MS,
    requestConcurrency: value.REQUEST_CONCURRENCY ?? 2 * os.availableParallelism(),
    jobs: { leaseSeconds: value.JOB_LEASE_SECONDS, mailRetryDelaySeconds: value.MAIL_RETRY_DELAY_SECONDS },
    map: { tileUrl: value.MAP_TILE_URL === "off" ? null : value.MAP_TILE_URL, attribution: value.MAP_TILE_ATTRIBUTION },
    inboundMail: value.INBOUND_MAIL_DOMAIN
      ? { domain: value.INBOUND_MAIL_DOMAIN, signingKey: value.MAILGUN_WEBHOOK_SIGNING_KEY ?? DEVELOPMENT_MAILGUN_SIGNING_KEY }
      : { domain: undefined, signingKey: undefined },
  };
}

/** The placeholders Leaflet fills in a tile URL; any other `{name}` would make it throw while drawing the map. */
const TILE_PLACEHOLDERS = new Set(["{s}", "{z}", "{x}", "{y}", "{r}"]);

/**
 * Why MAP_TILE_URL cannot be used, or null when it can (decision 037). Input: the trimmed setting. Accepted:
 * `off`, or an https URL (http only on a loopback host, for a local tile server) with `{z}`, `{x}` and `{y}`;
 * `{s}` only as the host's first label, so the Content-Security-Policy can name the tile hosts as
 * `https://*.example.org`.
 */
export function mapTileUrlProblem(value: string): string | null {
  if (value === "off") return null;
  const placeholders: string[] = value.match(/\{[^}]*\}/g) ?? [];
  const unknown = placeholders.find((placeholder) => !TILE_PLACEHOLDERS.has(placeholder));
  if (unknown) return `unknown placeholder ${unknown}: use {z}, {x}, {y}, and optionally {s} and {r}`;
  for (const required of ["{z}", "{x}", "{y}"]) {
    if (!placeholders.includes(required)) return `must contain {z}, {x} and {y}, e.g. ${DEFAULT_MAP_TILE_URL}, or be off`;
  }
  let url: URL;
  try {
    url = new URL(value.replaceAll("{s}", "a").replace(/\{[zxyr]\}/g, "0"));
  } catch {
    return `must be an https:// URL, e.g. ${DEFAULT_MAP_TILE_URL}, or off`;
  }
  const loopback = ["localhost", "127.0.0.1", "[::1]"].includes(url.hostname);
  if (url.protocol !== "https:" && !(url.protocol === "http:" && loopback)) {
    return "must be an https:// URL (http:// only for localhost or 127.0.0.1)";
  }
  if (url.username || url.password) return "must not contain a user name or password";
  const host = value.replace(/^[a-z]+:\/\//i, "").split(/[/?#]/)[0]!;
  if (host.includes("{s}") && !/^\{s\}\.[^{}]+$/.test(host)) return "{s} may only be the first part of the host, e.g. https://{s}.tile.example.org/{z}/{x}/{y}.png";
  if (/\{[zxyr]\}/.test(host)) return "{z}, {x}, {y} and {r} belong in the path, not the host";
  return null;
}

/** The storage settings, once {@link parseConfig} has checked that s3 has everything it needs. */
function parseStorage(value: z.infer<typeof configSchema>): StorageConfig {
  if (value.STORAGE_DRIVER === "local") return { driver: "local" };
  return {
    driver: "s3",
    endpoint: value.S3_ENDPOINT,
    region: value.S3_REGION!,
    bucket: value.S3_BUCKET!,
    accessKeyId: value.S3_ACCESS_KEY_ID!,
    secretAccessKey: value.S3_SECRET_ACCESS_KEY!,
    publicUrl: value.S3_PUBLIC_URL!.replace(/\/+$/, ""),
    forcePathStyle: value.S3_FORCE_PATH_STYLE === "true",
  };
}

/** "true"/"false", a hop count, or Express's names and addresses ("loopback", "10.0.0.0/8, 192.0.2.1"). */
function parseTrustProxy(value: string): boolean | number | string {
  if (value === "true") return true;
  if (value === "false") return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
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

/**
 * Forgets the cached configuration, so the next {@link getConfig} parses `process.env` again. For tests that
 * set environment variables to select a real adapter (e.g. Stripe with test keys) instead of mocking our
 * modules; the app itself never calls it.
 */
export function resetConfigForTests(): void {
  cached = undefined;
}
