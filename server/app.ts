import fs from "node:fs";
import path from "node:path";
import express from "express";
import expressStaticGzip from "express-static-gzip";
import pLimit from "p-limit";
import { createRequestHandler, type ServerBuild } from "react-router";
import { getConfig, type AppConfig } from "~/config.server";
import { analyzeTables } from "~/db/analyze.server";
import { getDatabaseHandle, onConnectionLost, openDatabase, setDatabaseHandle, type Database, type DatabaseHandle } from "~/db/client.server";
import { checkReadiness } from "~/db/health.server";
import { flushListingActivity } from "~/modules/listing-stats/activity-buffer.server";
import { flushSearchLog } from "~/modules/search-log/search-log-buffer.server";
import { runRetention } from "~/modules/retention/run-retention.server";
import { migrateDatabase } from "~/db/migrate.server";
import { onSlowQuery } from "~/db/query-timing.server";
import { VACUUM_INTERVAL_MS, vacuumEmbeddedDatabase } from "~/db/vacuum.server";
import { renderDemoImages } from "~/modules/demo-catalogue/demo-artwork.server";
import { seedDemoCatalogue } from "~/modules/demo-catalogue/seed.server";
import { expireStaleCheckouts } from "~/modules/billing/fulfilment.server";
import { sweepSubscriptionLapses } from "~/modules/billing/subscription-lapse.server";
import { getBillingProvider } from "~/modules/billing/billing.server";
import { eraseDueVendorAccounts } from "~/modules/erasure/erase-due-accounts.server";
import { sendMail } from "~/modules/mail/send-mail.server";
import { resolveAuthSecret } from "~/modules/accounts/auth-secret.server";
import { sendReviewInvitations } from "~/modules/reviews/review-invitations.server";
import { sendMonthlySummaries } from "~/modules/vendor-performance/monthly-summary.server";
import { sendEnquiryFollowUps } from "~/modules/enquiry-follow-ups/follow-ups.server";
import { refreshResponseStats, RESPONSE_STATS_INTERVAL_MS } from "~/modules/response-times/response-stats.server";
import { INSIGHTS_ROLLUP_INTERVAL_MS, runInsightsRollups } from "~/modules/insights/run-insights-rollups.server";
import { notificationDepsFromConfig } from "~/modules/conversations/notification-deps.server";
import { sendDueNotifications } from "~/modules/conversations/notifications.server";
import { feedFetchOptionsFromConfig } from "~/modules/calendar-sync/feed-fetch.server";
import { CALENDAR_SWEEP_INTERVAL_MS, syncDueFeeds } from "~/modules/calendar-sync/feed-sweep.server";
import { startBackgroundWork } from "./background-work";
import { CLIENT_IP_HEADER } from "~/modules/http/client-ip.server";
import { errorCode } from "~/modules/logging/error-code";
import { createLogger, logError, logInfo, logWarning, setLogger, type Logger } from "~/modules/logging/logger.server";
import { readContentVersion } from "~/modules/http/content-version.server";
import { createPageCache, type PageCache } from "~/modules/site/page-cache.server";
import { getStorage } from "~/modules/storage/storage.server";
import type { ObjectStorage } from "~/modules/storage/object-storage";
import { readStoredMedia } from "~/modules/storage/read-stored-media.server";
import { mapTileOrigin } from "~/modules/maps/map-settings.server";
import { createAppHandler, createErrorHandler, createRequestPrelude } from "./app-handler";
import { createSecurityHeaders } from "./security-headers";
import { now } from "~/modules/time/clock";

/** The Express pieces of one app instance, mounted by server/index.ts in this order around its static files. */
export type RequestPipeline = {
  /** First: security headers and the CSP nonce (server/security-headers.ts), request id, malformed addresses (server/app-handler.ts). */
  prelude: express.RequestHandler;
  /** /healthz, /readyz, the built client files, /media and every page. */
  router: express.Router;
  /** Last: errors nothing else handled, answered with the app's own page. */
  errorHandler: express.ErrorRequestHandler;
};

export type StartedApp = RequestPipeline & {
  config: AppConfig;
  /** The process's JSON logger at LOG_LEVEL (decision 041), for server/index.ts's own lines. */
  logger: Logger;
  /** Closes the database (and releases the embedded lock). */
  stop: () => Promise<void>;
};

/**
 * The React Router server build (routes and asset manifest) bundled with this app. Exported so a
 * request handler can be built around it without start-up, e.g. to check the error pages.
 */
export const loadServerBuild = () => import("virtual:react-router/server-build") as Promise<ServerBuild>;

function log(_config: AppConfig, message: string) {
  logInfo(message);
}

/** How often subscriptions are checked for a lapse (an ended period sends no event; decision 019). */
export const BILLING_SWEEP_INTERVAL_MS = 15 * 60_000;
/** Stripe may still send its own `expired` event this long after a checkout's expiry (as checkout.server.ts waits). */
const CHECKOUT_EXPIRY_GRACE_MS = 5 * 60_000;

/**
 * The periodic billing sweep: hides listings whose subscription ended and shows renewed ones again
 * (sweepSubscriptionLapses), and releases early-bird holds of checkouts abandoned past their expiry, so the
 * spots shown on /onboarding are right without waiting for the next checkout. Failures are logged, never thrown.
 */
async function runBillingSweep(config: AppConfig, db: Database): Promise<void> {
  try {
    const lapses = await sweepSubscriptionLapses(db);
    if (lapses.hidden > 0 || lapses.restored > 0) {
      log(config, `Subscription sweep: ${lapses.hidden} listings hidden, ${lapses.restored} shown again`);
    }
  } catch (error) {
    logError("The subscription sweep failed", error);
  }
  try {
    await expireStaleCheckouts(db, now(), CHECKOUT_EXPIRY_GRACE_MS);
  } catch (error) {
    logError("The checkout expiry sweep failed", error);
  }
}

/**
 * The review invitation sweep (docs/product/couples-tools.md#review-invitations; docs/decisions/029-reviews.md): mails couples whose event day has
 * passed a single-use link to review the vendor they enquired with. It runs with the billing sweep; an enquiry is
 * invited once however often it runs, and by one instance only. Failures are logged, never thrown.
 */
async function runReviewInvitationSweep(config: AppConfig, db: Database): Promise<void> {
  try {
    const invitations = await sendReviewInvitations({ db, sendMail, publicUrl: config.publicUrl, supportEmail: config.supportEmail, secret: resolveAuthSecret(config) });
    if (invitations.sent > 0 || invitations.failed > 0) {
      log(config, `Review invitations: ${invitations.sent} sent, ${invitations.failed} failed`);
    }
  } catch (error) {
    logError("The review invitation sweep failed", error);
  }
}

/**
 * The vendors' monthly summary (docs/product/vendor-journey-and-portal.md#monthly-summary; decision 087): from the
 * 1st of each month, last month's figures to each active listing's owner who has not turned it off. Runs daily
 * (and at start-up); each listing gets one summary a month however often it runs, from one instance only, and a
 * sweep sends at most 200, the next run carrying on. Failures are logged, never thrown.
 */
async function runMonthlySummarySweep(config: AppConfig, db: Database): Promise<void> {
  try {
    const sweep = await sendMonthlySummaries({ db, sendMail, publicUrl: config.publicUrl, supportEmail: config.supportEmail });
    if (sweep.sent > 0 || sweep.failed > 0) log(config, `Monthly summaries: ${sweep.sent} sent, ${sweep.failed} failed`);
  } catch (error) {
    logError("The monthly summary sweep failed", error);
  }
}

/** How often the monthly summary sweep runs: daily, so the summaries go on the 1st (or the first day the server is up). */
export const MONTHLY_SUMMARY_INTERVAL_MS = 24 * 60 * 60_000;

/**
 * The follow-ups of unanswered enquiries (docs/product/couples-tools.md#response-times, decision 060): a reminder to
 * the vendor after 24 hours, similar vendors for the couple after 48. It runs with the billing sweep (every 15
 * minutes); each mail goes once however often it runs, and by one instance only. Failures are logged, never thrown.
 */
async function runEnquiryFollowUpSweep(config: AppConfig, db: Database): Promise<void> {
  try {
    const sweep = await sendEnquiryFollowUps({ db, sendMail, publicUrl: config.publicUrl, supportEmail: config.supportEmail, secret: resolveAuthSecret(config) });
    if (sweep.reminders > 0 || sweep.suggestions > 0 || sweep.failed > 0) {
      log(config, `Enquiry follow-ups: ${sweep.reminders} reminders, ${sweep.suggestions} suggestions sent, ${sweep.failed} failed`);
    }
  } catch (error) {
    logError("The enquiry follow-up sweep failed", error);
  }
}

/**
 * Recomputes every vendor's reply record (docs/product/couples-tools.md#response-times, decision 060), at start and
 * every hour. Failures are logged, never thrown.
 */
async function runResponseStatsSweep(db: Database): Promise<void> {
  try {
    const started = performance.now();
    const refresh = await refreshResponseStats(db);
    if (refresh.written > 0 || refresh.removed > 0) {
      logInfo("Refreshed the reply records", { ...refresh, ms: Math.round(performance.now() - started) });
    }
  } catch (error) {
    logError("The reply record sweep failed", error);
  }
}

/**
 * Syncs the vendors' imported calendar feeds last checked 30 minutes ago or more (docs/product/vendor-journey-and-portal.md#calendar-sync;
 * decision 066), at start and every {@link CALENDAR_SWEEP_INTERVAL_MS}, stopping between feeds when the instance
 * stops. A feed's own failure is recorded on it; the sweep's failures are logged, never thrown.
 */
async function runCalendarSweep(db: Database, signal: AbortSignal): Promise<void> {
  try {
    const started = performance.now();
    const sweep = await syncDueFeeds(db, { fetchOptions: feedFetchOptionsFromConfig(signal) });
    if (sweep.synced + sweep.failed + sweep.superseded > 0) {
      logInfo("Synced the calendar feeds", { ...sweep, ms: Math.round(performance.now() - started) });
    }
  } catch (error) {
    if (signal.aborted) return;
    logError("The calendar feed sweep failed", error);
  }
}

/** How often messages waiting for their side's 15 minutes are mailed (docs/product/couples-tools.md#conversations). */
export const NOTIFICATION_SWEEP_INTERVAL_MS = 60_000;

/**
 * The new-message sweep (docs/product/couples-tools.md#conversations; decisions 056, 058): mails each side the
 * messages that waited for its 15 minutes since its last mail to pass, together, through {@link sendDueNotifications}.
 * Failures are logged, never thrown.
 */
async function runNotificationSweep(config: AppConfig, db: Database): Promise<void> {
  try {
    const mails = await sendDueNotifications(notificationDepsFromConfig(db));
    if (mails > 0) log(config, `Conversation notifications: ${mails} mails sent`);
  } catch (error) {
    logError("The conversation notification sweep failed", error);
  }
}

/** How often the retention schedule is applied: daily (docs/product/public-area.md#retention; decision 089). */
export const RETENTION_SWEEP_INTERVAL_MS = 24 * 60 * 60_000;

/** Applies the retention schedule (decision 089); {@link runRetention} logs its counts; failures are logged, never thrown. */
async function runRetentionSweep(config: AppConfig, db: Database): Promise<void> {
  try {
    await runRetention(db, { at: now(), mail: { sendMail, publicUrl: config.publicUrl, supportEmail: config.supportEmail } });
  } catch (error) {
    logError("The retention sweep failed", error);
  }
}

/** How often the vendor accounts due for deletion are looked for: daily (decision 091). */
export const ERASURE_SWEEP_INTERVAL_MS = 24 * 60 * 60_000;

/** Deletes the vendor accounts whose deletion is due (decision 091); logs counts only, never throws. */
async function runErasureSweep(db: Database): Promise<void> {
  try {
    await eraseDueVendorAccounts(db, { at: now(), provider: getBillingProvider() });
  } catch (error) {
    logError("The account deletion sweep failed", error);
  }
}

/** Vacuums the embedded database (decision 041); failures are logged, never thrown. */
async function runVacuum(handle: DatabaseHandle): Promise<void> {
  try {
    const started = performance.now();
    if (await vacuumEmbeddedDatabase(handle)) logInfo("Vacuumed the embedded database", { ms: Math.round(performance.now() - started) });
  } catch (error) {
    logError("The embedded database vacuum failed", error);
  }
}

/**
 * Brings the figures for vendors and the team up to date (decision 086): the days touched since the last run, today
 * and yesterday, and once per UTC day every vendor's period figures; a full run when `full` (after loading the demo
 * catalogue, so a clean start has figures). At start and every hour. Logs counts only; failures are logged, never
 * thrown.
 */
async function runInsightsRollupSweep(db: Database, full = false): Promise<void> {
  try {
    const run = await runInsightsRollups(db, { full });
    logInfo("Rolled up the figures for vendors and the team", run);
  } catch (error) {
    logError("The insights roll-up failed", error);
  }
}

/** The periodic work, one sweep after the other so they never share the embedded database's one connection. */
async function runPeriodicWork(config: AppConfig, db: Database): Promise<void> {
  await runBillingSweep(config, db);
  await runReviewInvitationSweep(config, db);
  await runEnquiryFollowUpSweep(config, db);
}

/**
 * Serves the client build (decision 036): `/assets/*` are Vite's content-hashed files, sent pre-compressed where
 * the build wrote a compressed copy (decision 108), whose name changes with their content, so a browser or CDN may keep them a year without asking again (`public, max-age=31536000,
 * immutable`); the other files of the folder (favicon, images) keep their names across releases and get an hour.
 * Only the names the folder held at start-up are looked up on disk: a static handler at the root would ask the file
 * system about every page's address first, which cost an uncached page 2 % of its CPU (docs/benchmarks.md,
 * "Uncached pages"). The build does not change while the server runs.
 */
function clientFiles(clientDir: string): express.Router {
  const router = express.Router();
  // Sent as the build compressed them (`.br`, else `.gz`, beside each text file of 1 KB or more; decision 108), so a
  // first visit's scripts cost no compression; the compression middleware leaves an encoded answer alone.
  const precompressed: expressStaticGzip.ExpressStaticGzipOptions = { enableBrotli: true, orderPreference: ["br", "gzip"], index: false };
  router.use("/assets", expressStaticGzip(path.join(clientDir, "assets"), { ...precompressed, serveStatic: { immutable: true, maxAge: "1y", index: false } }));
  const rootFiles = express.static(clientDir, { maxAge: "1h", index: false });
  for (const entry of fs.readdirSync(clientDir, { withFileTypes: true })) {
    if (entry.name === "assets") continue;
    if (entry.isDirectory()) router.use(`/${entry.name}`, expressStaticGzip(path.join(clientDir, entry.name), { ...precompressed, serveStatic: { maxAge: "1h", index: false } }));
    else router.get(`/${entry.name}`, rootFiles);
  }
  return router;
}

/**
 * The request handling of the app without start-up (no configuration parsed, no database opened), so tests can
 * serve a build over a database of their choosing. Input: the build, React Router's mode ("production" unless
 * the server runs under `npm run dev`), the folder served as /media, the client build's folder (served
 * before the pages; left out under `npm run dev`, where Vite serves the client), the origins images may come
 * from besides our own (`img-src`; decision 042), optionally the in-process page cache (decision 044), and how many
 * GET and HEAD requests are worked on at once (decision 102).
 * Output: {@link RequestPipeline}. Throws an Error for an image origin that is not an http(s) URL.
 */
export function createRequestPipeline(options: {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: "development" | "production";
  mediaDir: string;
  clientDir?: string;
  imageOrigins?: readonly string[];
  /** The in-process cache of public pages (decision 044); none when left out. */
  pageCache?: PageCache;
  /** How many GET and HEAD requests the app works on at once (decision 102); left out or 0, no limit. */
  requestConcurrency?: number;
  /** With the S3 driver: `/media/uploads/<key>` is read from this store, so every instance serves every upload. */
  objectStorage?: ObjectStorage;
}): RequestPipeline {
  const handleRequest = createRequestHandler(options.build, options.mode);
  const handle = (request: Request) => handleRequest(request);

  const router = express.Router();
  // Liveness: the process answers. No database call, so a database outage never gets instances restarted.
  router.get("/healthz", (_request, response) => {
    response.set("Cache-Control", "no-store").json({ status: "ok" });
  });
  // Readiness: the database answers and its schema is this release's; 503 with the reason otherwise.
  router.get("/readyz", async (_request, response) => {
    const readiness = await checkReadiness(getDatabaseHandle());
    response
      .status(readiness.status === "ready" ? 200 : 503)
      .set("Cache-Control", "no-store")
      .json(readiness);
  });
  if (options.clientDir) router.use(clientFiles(options.clientDir));
  const objectStorage = options.objectStorage;
  if (objectStorage) {
    router.get("/media/uploads/{*key}", async (request, response, next) => {
      try {
        const found = await readStoredMedia(objectStorage, request.path.slice("/media/uploads/".length));
        if (!found) return next();
        // Keys are random and never reused (decision 009), as the store's own Cache-Control says.
        response.status(200).type(found.contentType).set("Cache-Control", "public, max-age=31536000, immutable").send(Buffer.from(found.bytes));
      } catch (error) {
        next(error);
      }
    });
  }
  router.use("/media", express.static(options.mediaDir, { maxAge: "7d", index: false, fallthrough: true }));
  // The client's address for rate limits and sessions, decided here once: Express's `req.ip` honours the
  // `trust proxy` setting (TRUST_PROXY), and any value the client sent in this header is replaced.
  router.use((request, _response, next) => {
    request.headers[CLIENT_IP_HEADER] = request.ip ?? request.socket.remoteAddress ?? "";
    next();
  });
  // `use`, not a `/{*splat}` route: a route decodes its parameters and would fail on a malformed path itself.
  const queue = options.requestConcurrency ? pLimit(options.requestConcurrency) : undefined;
  router.use(createAppHandler(handle, options.pageCache, queue));

  const securityHeaders = createSecurityHeaders({ imageOrigins: options.imageOrigins });
  const requestPrelude = createRequestPrelude(handle);
  const prelude: express.RequestHandler = (request, response, next) => {
    securityHeaders(request, response, (error?: unknown) => (error ? next(error) : requestPrelude(request, response, next)));
  };
  return { prelude, router, errorHandler: createErrorHandler(handle) };
}

/**
 * Logs why the server could not start (invalid configuration, the embedded database locked, PostgreSQL
 * unreachable, a failed migration) as one JSON line at level error, through the installed logger or, when start-up
 * failed before installing it, one at LOG_LEVEL (decisions 041, 048). Input: what {@link startApp} threw.
 */
export function logStartFailure(error: unknown): void {
  logError("The server could not start", error);
}

/**
 * Start-up of one app instance: parses configuration, installs the JSON logger (LOG_LEVEL, slow queries over
 * SLOW_QUERY_MS; decision 041), opens the database (PGlite under DATA_DIR,
 * or PostgreSQL when DATABASE_URL is set), applies migrations, loads the demo catalogue into an
 * empty database (embedded mode by default, see SEED_DEMO_CATALOGUE) and renders its images under DATA_DIR/media,
 * then starts the job queue (decision 043): mail delivery, scraping imports (those left unfinished are resumed),
 * the billing, review invitation and enquiry follow-up sweeps, now and every {@link BILLING_SWEEP_INTERVAL_MS}, the
 * conversation notification sweep every minute, the reply records every hour (decision 060), the figures for vendors
 * and the team every hour (decision 086; a full run after loading the demo catalogue), the vendors' calendar
 * feeds due every 30 minutes (looked for every 5; decision 066), the daily retention sweep applying the retention
 * schedule (decision 089: conversations anonymised after 24 months, the search log's days past 90 deleted, guest lists
 * deleted a year after the wedding with a warning mail 30 days before, and the rest of
 * app/modules/retention/retention-schedule.ts), the vendors' monthly summary mail, looked for daily (decision 087), the
 * daily deletion of vendor accounts 30 days after they asked (decision 091), and the daily vacuum of the
 * embedded database (decision 041; also after loading the demo catalogue), each run by one instance at a time
 * (stopped by `stop`; running jobs go back to the queue).
 * Output: {@link StartedApp}. Throws when the configuration is invalid, the embedded database is
 * locked by another process, PostgreSQL is unreachable or a migration fails.
 */
export async function startApp(): Promise<StartedApp> {
  const config = getConfig();
  const logger = createLogger({ level: config.logLevel });
  setLogger(logger);
  onSlowQuery(
    (query) => logWarning("Slow query", undefined, { durationMs: query.durationMs, statement: query.statement, database: query.database }),
    config.slowQueryMs,
  );
  onConnectionLost((error) => logWarning("PostgreSQL connection lost; the pool replaces it", undefined, { code: errorCode(error), reason: error.message }));
  let handle = getDatabaseHandle();
  if (!handle) {
    handle = await openDatabase(
      config.databaseUrl ? { kind: "postgres", url: config.databaseUrl } : { kind: "pglite", dataDir: config.dataDir },
    );
    setDatabaseHandle(handle);
  }
  const started = performance.now();
  await migrateDatabase(handle);
  if (config.seedDemoCatalogue) {
    const result = await seedDemoCatalogue(handle.db, { onlyIfEmpty: true });
    if (result.seeded) {
      await analyzeTables(handle.db);
      await runInsightsRollupSweep(handle.db, true);
      await runVacuum(handle);
      log(config, `Loaded the demo catalogue: ${result.vendors} vendors`);
    }
    const images = await renderDemoImages(path.join(config.dataDir, "media", "demo"));
    if (images.written > 0) log(config, `Rendered ${images.written} demo images`);
  }
  log(config, `Database ready (${handle.kind}) in ${Math.round(performance.now() - started)} ms`);
  const db = handle.db;
  const background = await startBackgroundWork(config, handle, [
    { name: "periodic-sweeps", everyMs: BILLING_SWEEP_INTERVAL_MS, run: () => runPeriodicWork(config, db) },
    { name: "embedded-vacuum", everyMs: VACUUM_INTERVAL_MS, run: () => runVacuum(handle) },
    { name: "conversation-notifications", everyMs: NOTIFICATION_SWEEP_INTERVAL_MS, run: () => runNotificationSweep(config, db) },
    { name: "response-stats", everyMs: RESPONSE_STATS_INTERVAL_MS, run: () => runResponseStatsSweep(db) },
    { name: "insights-rollups", everyMs: INSIGHTS_ROLLUP_INTERVAL_MS, run: () => runInsightsRollupSweep(db) },
    { name: "calendar-feeds", everyMs: CALENDAR_SWEEP_INTERVAL_MS, run: (signal) => runCalendarSweep(db, signal) },
    { name: "retention", everyMs: RETENTION_SWEEP_INTERVAL_MS, run: () => runRetentionSweep(config, db) },
    { name: "monthly-summaries", everyMs: MONTHLY_SUMMARY_INTERVAL_MS, run: () => runMonthlySummarySweep(config, db) },
    { name: "erasures", everyMs: ERASURE_SWEEP_INTERVAL_MS, run: () => runErasureSweep(db) },
  ]);
  // Scraping imports a stopped process left half done carry on (decisions 021, 043).
  if (background.resumed.length > 0) log(config, `Resumed ${background.resumed.length} scraping jobs`);

  const development = config.nodeEnv === "development";
  const databaseHandle = handle;
  const pipeline = createRequestPipeline({
    // In production the build is loaded once: given a function, React Router calls it and rebuilds its route
    // tables on every request (for development reloads), which cost several ms per page (docs/benchmarks.md).
    build: development ? loadServerBuild : await loadServerBuild(),
    mode: development ? "development" : "production",
    mediaDir: path.join(config.dataDir, "media"),
    // `npm start` runs from the project folder, where `npm run build` wrote the client.
    clientDir: development ? undefined : path.resolve("build/client"),
    // Uploaded images are served from the bucket's public address when they live in S3, map tiles from their server.
    imageOrigins: [...(config.storage.driver === "s3" ? [config.storage.publicUrl] : []), ...(mapTileOrigin(config) ? [mapTileOrigin(config)!] : [])],
    // Not under `npm run dev`, where an edited component must show at the next request.
    pageCache:
      config.pageCacheBytes > 0 && !development
        ? createPageCache({
            maxBytes: config.pageCacheBytes,
            checkIntervalMs: config.pageCacheCheckMs,
            readVersion: () => readContentVersion(databaseHandle),
          })
        : undefined,
    requestConcurrency: config.requestConcurrency,
    objectStorage: config.storage.driver === "s3" ? getStorage() : undefined,
  });

  return {
    config,
    logger,
    ...pipeline,
    stop: async () => {
      // Running jobs stop (an import between vendors) and go back to the queue; a sweep finishes first.
      await background.stop();
      // Profile views and search appearances still in memory (decision 078).
      await flushListingActivity();
      // Searches still in memory (decision 088).
      await flushSearchLog();
      const current = getDatabaseHandle();
      setDatabaseHandle(undefined);
      await current?.close();
    },
  };
}
