import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseConfig } from "./config.server";

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
      shutdownTimeoutMs: 10_000,
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
      SHUTDOWN_TIMEOUT_MS: "2500",
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
      shutdownTimeoutMs: 2500,
    });
  });

  it("loads demo data only into the embedded database unless asked", () => {
    const postgres = "postgres://postgres@127.0.0.1:5432/test";
    expect(parseConfig({}).seedDemoCatalogue).toBe(true);
    expect(parseConfig({ DATABASE_URL: postgres }).seedDemoCatalogue).toBe(false);
    expect(parseConfig({ DATABASE_URL: postgres, SEED_DEMO_CATALOGUE: "always" }).seedDemoCatalogue).toBe(true);
    expect(parseConfig({ SEED_DEMO_CATALOGUE: "never" }).seedDemoCatalogue).toBe(false);
  });

  it("derives the public URL from the port", () => {
    expect(parseConfig({ PORT: "4000" }).publicUrl).toBe("http://localhost:4000");
  });

  it("treats a blank DATABASE_URL as unset", () => {
    expect(parseConfig({ DATABASE_URL: "   " }).databaseUrl).toBeUndefined();
  });

  it("accepts postgres:// URLs", () => {
    expect(parseConfig({ DATABASE_URL: "postgres://postgres@127.0.0.1:5432/test" }).databaseUrl).toBe(
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
});
