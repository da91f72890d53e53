import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseConfig } from "~/config.server";

describe("parseConfig", () => {
  it("works with an empty environment (embedded mode defaults)", () => {
    expect(parseConfig({})).toEqual({
      nodeEnv: "production",
      port: 3000,
      host: "0.0.0.0",
      dataDir: path.resolve(".data"),
      databaseUrl: undefined,
      publicUrl: "http://localhost:3000",
      seedDemoCatalogue: true,
      logLevel: "info",
      slowQueryMs: 200,
      shutdownTimeoutMs: 10_000,
      headersTimeoutMs: 20_000,
      requestTimeoutMs: 120_000,
      keepAliveTimeoutMs: 65_000,
      // Production on the embedded database: the key is created under DATA_DIR (auth-secret.server.ts).
      authSecret: undefined,
      trustProxy: "loopback",
      smtpUrl: undefined,
      devOutbox: false,
      mailFrom: "Shaadi Vendors UK <no-reply@shaadivendors.example>",
      supportEmail: "support@shaadivendors.example",
      stripe: undefined,
      storage: { driver: "local" },
      scraping: { allowLoopback: false, firecrawlApiUrl: "https://api.firecrawl.dev" },
      pageCacheBytes: 8 * 2 ** 20,
      pageCacheCheckMs: 1000,
      requestConcurrency: 2 * os.availableParallelism(),
      jobs: { leaseSeconds: 60, mailRetryDelaySeconds: 30 },
      map: { tileUrl: "https://tile.openstreetmap.org/{z}/{x}/{y}.png", attribution: "© OpenStreetMap contributors" },
      inboundMail: { domain: undefined, signingKey: undefined },
    });
  });

  it("reads every variable", () => {
    const config = parseConfig({
      NODE_ENV: "test",
      PORT: "8080",
      HOST: "127.0.0.1",
      DATA_DIR: "/var/lib/shaadi",
      DATABASE_URL: "postgresql://user:secret@db:5432/app",
      PUBLIC_URL: "https://shaadi.example/",
      SEED_DEMO_CATALOGUE: "never",
      LOG_LEVEL: "error",
      SLOW_QUERY_MS: "750",
      SHUTDOWN_TIMEOUT_MS: "2500",
      HEADERS_TIMEOUT_MS: "5000",
      REQUEST_TIMEOUT_MS: "60000",
      KEEP_ALIVE_TIMEOUT_MS: "30000",
      AUTH_SECRET: "k".repeat(40),
      TRUST_PROXY: "2",
      SMTP_URL: "smtps://mailer:secret@smtp.example.com:465",
      MAIL_FROM: "Shaadi <hello@shaadi.example>",
      SUPPORT_EMAIL: "help@shaadi.example",
      PAGE_CACHE_MB: "0.5",
      PAGE_CACHE_CHECK_MS: "250",
      REQUEST_CONCURRENCY: "0",
      MAP_TILE_URL: "https://{s}.tiles.example.org/{z}/{x}/{y}{r}.png?key=abc",
      MAP_TILE_ATTRIBUTION: " © Example Maps & OpenStreetMap ",
      INBOUND_MAIL_DOMAIN: "Reply.Shaadi.example",
      MAILGUN_WEBHOOK_SIGNING_KEY: "key-0123456789abcdef",
    });
    expect(config).toEqual({
      nodeEnv: "test",
      port: 8080,
      host: "127.0.0.1",
      dataDir: "/var/lib/shaadi",
      databaseUrl: "postgresql://user:secret@db:5432/app",
      publicUrl: "https://shaadi.example",
      seedDemoCatalogue: false,
      logLevel: "error",
      slowQueryMs: 750,
      shutdownTimeoutMs: 2500,
      headersTimeoutMs: 5000,
      requestTimeoutMs: 60_000,
      keepAliveTimeoutMs: 30_000,
      authSecret: "k".repeat(40),
      trustProxy: 2,
      smtpUrl: "smtps://mailer:secret@smtp.example.com:465",
      devOutbox: false,
      mailFrom: "Shaadi <hello@shaadi.example>",
      supportEmail: "help@shaadi.example",
      stripe: undefined,
      storage: { driver: "local" },
      scraping: { allowLoopback: false, firecrawlApiUrl: "https://api.firecrawl.dev" },
      pageCacheBytes: 524_288,
      pageCacheCheckMs: 250,
      requestConcurrency: 0,
      jobs: { leaseSeconds: 60, mailRetryDelaySeconds: 30 },
      map: { tileUrl: "https://{s}.tiles.example.org/{z}/{x}/{y}{r}.png?key=abc", attribution: "© Example Maps & OpenStreetMap" },
      inboundMail: { domain: "reply.shaadi.example", signingKey: "key-0123456789abcdef" },
    });
  });

  it("refuses a request timeout shorter than the headers timeout, and timeouts under a second", () => {
    expect(() => parseConfig({ HEADERS_TIMEOUT_MS: "30000", REQUEST_TIMEOUT_MS: "10000" })).toThrow(
      /REQUEST_TIMEOUT_MS: must not be less than HEADERS_TIMEOUT_MS/,
    );
    expect(() => parseConfig({ KEEP_ALIVE_TIMEOUT_MS: "10" })).toThrow(/KEEP_ALIVE_TIMEOUT_MS/);
  });

  it("shows the development outbox outside production, or in production with DEV_OUTBOX=on and no SMTP", () => {
    expect(parseConfig({ NODE_ENV: "development" }).devOutbox).toBe(true);
    expect(parseConfig({ NODE_ENV: "production" }).devOutbox).toBe(false);
    expect(parseConfig({ NODE_ENV: "production", DEV_OUTBOX: "on" }).devOutbox).toBe(true);
    const smtp = { SMTP_URL: "smtp://mail.example:587", MAIL_FROM: "a@b.example", SUPPORT_EMAIL: "c@b.example" };
    expect(parseConfig({ NODE_ENV: "production", DEV_OUTBOX: "on", ...smtp }).devOutbox).toBe(false);
    expect(parseConfig({ NODE_ENV: "development", ...smtp }).devOutbox).toBe(false);
    expect(() => parseConfig({ DEV_OUTBOX: "yes" })).toThrow(/DEV_OUTBOX/);
  });

  it("loads demo data only into the embedded database unless asked", () => {
    const postgres = "postgres://postgres@127.0.0.1:5432/test";
    // PostgreSQL in production also needs AUTH_SECRET (see below).
    const secret = "s".repeat(32);
    expect(parseConfig({}).seedDemoCatalogue).toBe(true);
    expect(parseConfig({ DATABASE_URL: postgres, AUTH_SECRET: secret }).seedDemoCatalogue).toBe(false);
    expect(parseConfig({ DATABASE_URL: postgres, AUTH_SECRET: secret, SEED_DEMO_CATALOGUE: "always" }).seedDemoCatalogue).toBe(true);
    expect(parseConfig({ SEED_DEMO_CATALOGUE: "never" }).seedDemoCatalogue).toBe(false);
  });

  it("derives the public URL from the port", () => {
    expect(parseConfig({ PORT: "4000" }).publicUrl).toBe("http://localhost:4000");
  });

  it("treats a blank DATABASE_URL as unset", () => {
    expect(parseConfig({ DATABASE_URL: "   " }).databaseUrl).toBeUndefined();
  });

  it("accepts postgres:// URLs", () => {
    expect(parseConfig({ NODE_ENV: "development", DATABASE_URL: "postgres://postgres@127.0.0.1:5432/test" }).databaseUrl).toBe(
      "postgres://postgres@127.0.0.1:5432/test",
    );
  });

  it.each(["abc", "70000", "-1", "3000.5"])("rejects PORT=%s with a message naming PORT", (port) => {
    expect(() => parseConfig({ PORT: port })).toThrow(/Invalid configuration[\s\S]*PORT/);
  });

  it.each(["mysql://db/app", "not a url", "http://db:5432/app"])(
    "rejects DATABASE_URL=%s with a message naming DATABASE_URL",
    (url) => {
      expect(() => parseConfig({ DATABASE_URL: url })).toThrow(/DATABASE_URL: must be a postgres/);
    },
  );

  it("names every invalid variable at once and nothing else", () => {
    let message = "";
    try {
      parseConfig({ PORT: "x", LOG_LEVEL: "verbose", HOST: "localhost" });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/PORT/);
    expect(message).toMatch(/LOG_LEVEL/);
    expect(message).not.toMatch(/HOST/);
  });

  it("rejects a PUBLIC_URL that is not http(s)", () => {
    expect(() => parseConfig({ PUBLIC_URL: "ftp://shaadi.example" })).toThrow(/PUBLIC_URL/);
  });

  describe("AUTH_SECRET", () => {
    const postgres = "postgres://postgres@127.0.0.1:5432/test";

    it("has a fixed development default outside production only", () => {
      expect(parseConfig({ NODE_ENV: "development" }).authSecret).toMatch(/^development-only/);
      expect(parseConfig({ NODE_ENV: "test" }).authSecret).toMatch(/^development-only/);
      expect(parseConfig({ NODE_ENV: "production" }).authSecret).toBeUndefined();
    });

    it("is required in production on PostgreSQL, where instances must share it", () => {
      expect(() => parseConfig({ NODE_ENV: "production", DATABASE_URL: postgres })).toThrow(/AUTH_SECRET: required in production/);
      expect(parseConfig({ NODE_ENV: "production", DATABASE_URL: postgres, AUTH_SECRET: "s".repeat(32) }).authSecret).toBe("s".repeat(32));
    });

    it("refuses short keys and the development default in production", () => {
      expect(() => parseConfig({ AUTH_SECRET: "short" })).toThrow(/AUTH_SECRET: must be at least 32 characters/);
      const developmentKey = parseConfig({ NODE_ENV: "development" }).authSecret!;
      expect(() => parseConfig({ NODE_ENV: "production", AUTH_SECRET: developmentKey })).toThrow(/development default/);
    });
  });

  describe("INBOUND_MAIL_DOMAIN and MAILGUN_WEBHOOK_SIGNING_KEY", () => {
    it("leave replies by mail off when the domain is unset, whatever the key", () => {
      expect(parseConfig({ MAILGUN_WEBHOOK_SIGNING_KEY: "key-1" }).inboundMail).toEqual({ domain: undefined, signingKey: undefined });
      expect(parseConfig({ INBOUND_MAIL_DOMAIN: "  " }).inboundMail).toEqual({ domain: undefined, signingKey: undefined });
    });

    it("require the signing key in production once the domain is set", () => {
      expect(() => parseConfig({ NODE_ENV: "production", INBOUND_MAIL_DOMAIN: "reply.shaadi.example" })).toThrow(
        /MAILGUN_WEBHOOK_SIGNING_KEY: required in production when INBOUND_MAIL_DOMAIN is set/,
      );
      expect(parseConfig({ NODE_ENV: "production", INBOUND_MAIL_DOMAIN: "reply.shaadi.example", MAILGUN_WEBHOOK_SIGNING_KEY: "key-live" }).inboundMail).toEqual({
        domain: "reply.shaadi.example",
        signingKey: "key-live",
      });
    });

    it("have a development key outside production only, refused in production", () => {
      const developmentKey = parseConfig({ NODE_ENV: "development", INBOUND_MAIL_DOMAIN: "reply.localhost.example" }).inboundMail.signingKey!;
      expect(developmentKey).toMatch(/^development-only/);
      expect(parseConfig({ NODE_ENV: "test", INBOUND_MAIL_DOMAIN: "reply.localhost.example" }).inboundMail.signingKey).toBe(developmentKey);
      expect(() =>
        parseConfig({ NODE_ENV: "production", INBOUND_MAIL_DOMAIN: "reply.shaadi.example", MAILGUN_WEBHOOK_SIGNING_KEY: developmentKey }),
      ).toThrow(/MAILGUN_WEBHOOK_SIGNING_KEY: the development default cannot be used in production/);
    });

    it.each(["reply", "reply.shaadi.example/path", "https://reply.shaadi.example", "reply@shaadi.example", "-reply.shaadi.example"])(
      "refuses %s as a domain",
      (domain) => {
        expect(() => parseConfig({ INBOUND_MAIL_DOMAIN: domain })).toThrow(/INBOUND_MAIL_DOMAIN: must be a domain name/);
      },
    );
  });

  describe("mail", () => {
    it("requires real sender and support addresses with SMTP", () => {
      expect(() => parseConfig({ SMTP_URL: "smtp://localhost:25" })).toThrow(/MAIL_FROM: required[\s\S]*SUPPORT_EMAIL: required/);
    });

    it("accepts only smtp:// or smtps:// URLs and an email as the support address", () => {
      expect(() => parseConfig({ SMTP_URL: "http://mail.example" })).toThrow(/SMTP_URL: must be an smtp/);
      expect(() => parseConfig({ SUPPORT_EMAIL: "not an address" })).toThrow(/SUPPORT_EMAIL: must be an email/);
    });
  });

  it.each([
    ["true", true],
    ["false", false],
    ["1", 1],
    ["loopback, 10.0.0.0/8", "loopback, 10.0.0.0/8"],
  ])("reads TRUST_PROXY=%s", (value, expected) => {
    expect(parseConfig({ TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it("reads the Stripe settings and requires the webhook secret with the key", () => {
    expect(() => parseConfig({ STRIPE_SECRET_KEY: "sk_test_1" })).toThrow(/STRIPE_WEBHOOK_SECRET: required/);
    const config = parseConfig({
      STRIPE_SECRET_KEY: "sk_test_1",
      STRIPE_WEBHOOK_SECRET: "whsec_1",
      STRIPE_PRICE_SHOWCASE: "price_showcase",
      STRIPE_API_HOST: "127.0.0.1",
      STRIPE_API_PORT: "12111",
      STRIPE_API_PROTOCOL: "http",
    });
    expect(config.stripe).toEqual({
      secretKey: "sk_test_1",
      webhookSecret: "whsec_1",
      priceIds: { early_bird: undefined, showcase: "price_showcase", featured: undefined },
      api: { host: "127.0.0.1", port: 12111, protocol: "http" },
    });
    expect(() => parseConfig({ STRIPE_API_PROTOCOL: "ftp" })).toThrow(/STRIPE_API_PROTOCOL/);
  });

  it("reads the scraping settings: loopback refused unless asked, Firecrawl's address without a trailing slash", () => {
    expect(parseConfig({ SCRAPER_ALLOW_LOOPBACK: "on", FIRECRAWL_API_URL: "http://127.0.0.1:4010/" }).scraping).toEqual({
      allowLoopback: true,
      firecrawlApiUrl: "http://127.0.0.1:4010",
    });
    expect(() => parseConfig({ SCRAPER_ALLOW_LOOPBACK: "yes" })).toThrow(/SCRAPER_ALLOW_LOOPBACK: must be on or off/);
    expect(() => parseConfig({ FIRECRAWL_API_URL: "ftp://firecrawl.example" })).toThrow(/FIRECRAWL_API_URL/);
  });

  it("reads the job queue settings: a lease of at least 10 s (pg-boss's smallest heartbeat), a first mail retry delay", () => {
    expect(parseConfig({ JOB_LEASE_SECONDS: "15", MAIL_RETRY_DELAY_SECONDS: "2" }).jobs).toEqual({ leaseSeconds: 15, mailRetryDelaySeconds: 2 });
    expect(() => parseConfig({ JOB_LEASE_SECONDS: "5" })).toThrow(/JOB_LEASE_SECONDS/);
    expect(() => parseConfig({ MAIL_RETRY_DELAY_SECONDS: "0" })).toThrow(/MAIL_RETRY_DELAY_SECONDS/);
  });

  describe("maps (decision 037)", () => {
    it("turns the tiles off with off", () => {
      expect(parseConfig({ MAP_TILE_URL: "off" }).map).toEqual({ tileUrl: null, attribution: "© OpenStreetMap contributors" });
    });

    it("accepts https templates, and http only on a loopback host", () => {
      for (const url of [
        "https://tile.openstreetmap.org/{z}/{x}/{y}.png",
        "https://{s}.basemaps.cartocdn.com/light_all/{z}/{x}/{y}{r}.png",
        "http://127.0.0.1:8080/tiles/{z}/{x}/{y}.png",
        "http://localhost/{z}/{x}/{y}.png",
      ]) {
        expect(parseConfig({ MAP_TILE_URL: url }).map.tileUrl).toBe(url);
      }
    });

    it.each([
      ["tiles.example.org/{z}/{x}/{y}.png", /MAP_TILE_URL: must be an https:\/\/ URL/],
      ["http://tiles.example.org/{z}/{x}/{y}.png", /MAP_TILE_URL: must be an https:\/\/ URL \(http:\/\/ only for localhost/],
      ["ftp://tiles.example.org/{z}/{x}/{y}.png", /MAP_TILE_URL: must be an https:\/\/ URL/],
      ["https://tiles.example.org/{z}/{x}.png", /MAP_TILE_URL: must contain \{z\}, \{x\} and \{y\}/],
      ["https://tiles.example.org/{z}/{x}/{y}.png?style={style}", /MAP_TILE_URL: unknown placeholder \{style\}/],
      ["https://tiles-{s}.example.org/{z}/{x}/{y}.png", /MAP_TILE_URL: \{s\} may only be the first part of the host/],
      ["https://{z}.example.org/{x}/{y}.png", /MAP_TILE_URL: \{z\}, \{x\}, \{y\} and \{r\} belong in the path/],
      ["https://user:secret@tiles.example.org/{z}/{x}/{y}.png", /MAP_TILE_URL: must not contain a user name or password/],
    ])("refuses %s with a message naming the setting", (url, message) => {
      expect(() => parseConfig({ MAP_TILE_URL: url })).toThrow(message);
    });

    it("refuses an attribution over 300 characters", () => {
      expect(() => parseConfig({ MAP_TILE_ATTRIBUTION: "x".repeat(301) })).toThrow(/MAP_TILE_ATTRIBUTION/);
    });
  });

  describe("storage", () => {
    const s3 = {
      STORAGE_DRIVER: "s3",
      S3_ENDPOINT: "http://127.0.0.1:9000",
      S3_REGION: "eu-west-2",
      S3_BUCKET: "shaadi-media",
      S3_ACCESS_KEY_ID: "access",
      S3_SECRET_ACCESS_KEY: "secret",
      S3_PUBLIC_URL: "https://media.shaadi.example/",
      S3_FORCE_PATH_STYLE: "true",
    };

    it("reads the S3 settings", () => {
      expect(parseConfig(s3).storage).toEqual({
        driver: "s3",
        endpoint: "http://127.0.0.1:9000",
        region: "eu-west-2",
        bucket: "shaadi-media",
        accessKeyId: "access",
        secretAccessKey: "secret",
        publicUrl: "https://media.shaadi.example",
        forcePathStyle: true,
      });
      expect(parseConfig({ ...s3, S3_ENDPOINT: "", S3_FORCE_PATH_STYLE: undefined }).storage).toMatchObject({
        endpoint: undefined,
        forcePathStyle: false,
      });
    });

    it.each(["S3_REGION", "S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY", "S3_PUBLIC_URL"])(
      "stops when STORAGE_DRIVER=s3 lacks %s, naming it",
      (name) => {
        expect(() => parseConfig({ ...s3, [name]: "" })).toThrow(new RegExp(`${name}: required when STORAGE_DRIVER is s3`));
      },
    );

    it("ignores S3 settings with the local driver and rejects unknown drivers", () => {
      expect(parseConfig({ ...s3, STORAGE_DRIVER: "local" }).storage).toEqual({ driver: "local" });
      expect(() => parseConfig({ STORAGE_DRIVER: "ftp" })).toThrow(/STORAGE_DRIVER/);
      expect(() => parseConfig({ ...s3, S3_FORCE_PATH_STYLE: "yes" })).toThrow(/S3_FORCE_PATH_STYLE/);
    });
  });
});
