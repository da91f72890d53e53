import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import express from "express";
import { getConfig, type AppConfig } from "~/config.server";
import { getDatabaseHandle, openDatabase, setDatabaseHandle } from "~/db/client.server";
import { migrateDatabase } from "~/db/migrate.server";
import { renderDemoImages } from "~/db/seed/demo-artwork.server";
import { seedDemoCatalogue } from "~/db/seed/seed.server";
import { CLIENT_IP_HEADER } from "~/modules/http/client-ip.server";
import { sql } from "drizzle-orm";

export type StartedApp = {
  config: AppConfig;
  /** Express router: /healthz, /media and every page. */
  router: express.Router;
  /** Closes the database (and releases the embedded lock). */
  stop: () => Promise<void>;
};

/**
 * The React Router server build (routes and asset manifest) bundled with this app. Exported so a
 * request handler can be built around it without start-up, e.g. to check the error pages.
 */
export const loadServerBuild = () => import("virtual:react-router/server-build");

function log(config: AppConfig, message: string) {
  if (config.logLevel === "info") console.log(message);
}

/**
 * Start-up of one app instance: parses configuration, opens the database (PGlite under DATA_DIR,
 * or PostgreSQL when DATABASE_URL is set), applies migrations, loads the demo catalogue into an
 * empty database (embedded mode by default, see SEED_DEMO_CATALOGUE) and renders its images under DATA_DIR/media.
 * Output: {@link StartedApp}. Throws when the configuration is invalid, the embedded database is
 * locked by another process, PostgreSQL is unreachable or a migration fails.
 */
export async function startApp(): Promise<StartedApp> {
  const config = getConfig();
  let handle = getDatabaseHandle();
  if (!handle) {
    handle = await openDatabase(
      config.databaseUrl ? { kind: "postgres", url: config.databaseUrl } : { kind: "pglite", dataDir: config.dataDir },
    );
    setDatabaseHandle(handle);
  }
  const started = Date.now();
  await migrateDatabase(handle);
  if (config.seedDemoCatalogue) {
    const result = await seedDemoCatalogue(handle.db, { onlyIfEmpty: true });
    if (result.seeded) {
      // The embedded database never analyses tables by itself; without statistics the planner picks
      // poor search plans (docs/benchmarks.md).
      await handle.db.execute(sql`analyze`);
      log(config, `Loaded the demo catalogue: ${result.vendors} vendors`);
    }
    const images = await renderDemoImages(path.join(config.dataDir, "media", "demo"));
    if (images.written > 0) log(config, `Rendered ${images.written} demo images`);
  }
  log(config, `Database ready (${handle.kind}) in ${Date.now() - started} ms`);

  const router = express.Router();
  router.get("/healthz", async (_request, response) => {
    const current = getDatabaseHandle();
    try {
      if (!current) throw new Error("no database");
      await current.db.execute(sql`select 1`);
      response.set("Cache-Control", "no-store").json({ status: "ok", database: current.kind });
    } catch {
      response.status(503).set("Cache-Control", "no-store").json({ status: "unavailable" });
    }
  });
  router.use(
    "/media",
    express.static(path.join(config.dataDir, "media"), { maxAge: "7d", index: false, fallthrough: true }),
  );
  // The client's address for rate limits and sessions, decided here once: Express's `req.ip` honours the
  // `trust proxy` setting (TRUST_PROXY), and any value the client sent in this header is replaced.
  router.use((request, _response, next) => {
    request.headers[CLIENT_IP_HEADER] = request.ip ?? request.socket.remoteAddress ?? "";
    next();
  });
  router.all(
    "/{*splat}",
    createRequestHandler({
      build: loadServerBuild,
      mode: config.nodeEnv === "development" ? "development" : "production",
    }),
  );

  return {
    config,
    router,
    stop: async () => {
      const current = getDatabaseHandle();
      setDatabaseHandle(undefined);
      await current?.close();
    },
  };
}
