import { eq, sql } from "drizzle-orm";
import { getConfig } from "~/config.server";
import type { Database } from "~/db/client.server";
import { appSettings } from "~/db/schema";
import { resolveAuthSecret } from "~/modules/accounts/auth-secret.server";
import { recordAudit, type AuditActor } from "~/modules/audit/audit-log.server";
import { AppError } from "~/modules/errors/app-error";
import { testFirecrawlKey } from "~/modules/scraping/firecrawl-scraper.server";
import { FIRECRAWL_KEY_MESSAGES, type FirecrawlKeyStatus } from "~/modules/scraping/scraping-messages";
import { decryptSetting, encryptSetting } from "~/modules/scraping/setting-cipher.server";

// The Firecrawl key (docs/product/admin.md#scraping-import): kept on the server, encrypted, tested before it is saved, and never
// sent back to the browser — the page only learns that a key is saved and its last four characters.

/** The `app_settings` row of the key. */
export const FIRECRAWL_KEY_SETTING = "firecrawl.api_key";
/** Longer than any real key; refuses pasted pages of text. */
const MAX_KEY_LENGTH = 200;
/** Keys shorter than this are not hinted at: four characters of a short key give too much away. */
const MIN_LENGTH_FOR_HINT = 12;

export type FirecrawlKeyDeps = {
  /** The app's secret (default: resolveAuthSecret of the configuration). */
  secret?: string;
  /** Firecrawl's address for the test call (default: FIRECRAWL_API_URL). */
  apiUrl?: string;
};

const secretOf = (deps: FirecrawlKeyDeps) => deps.secret ?? resolveAuthSecret(getConfig());

async function storedKeyRow(db: Database) {
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, FIRECRAWL_KEY_SETTING)).limit(1);
  return row;
}

/**
 * What the scraping page may show about the key (docs/product/admin.md#scraping-import: "a key is saved, ending in …abcd"): whether one is
 * saved, its last four characters (none for a short key) and when it was saved; `readable: false` when the
 * stored value no longer decrypts (AUTH_SECRET changed), so the admin knows to save it again.
 * Input: database, deps. Output: {@link FirecrawlKeyStatus}, never the key.
 */
export async function getFirecrawlKeyStatus(db: Database, deps: FirecrawlKeyDeps = {}): Promise<FirecrawlKeyStatus> {
  const row = await storedKeyRow(db);
  if (!row) return { saved: false };
  const updatedAt = row.updatedAt.toISOString();
  try {
    const key = decryptSetting(row.value, FIRECRAWL_KEY_SETTING, secretOf(deps));
    return { saved: true, readable: true, endingIn: key.length >= MIN_LENGTH_FOR_HINT ? key.slice(-4) : undefined, updatedAt };
  } catch {
    return { saved: true, readable: false, updatedAt };
  }
}

/**
 * The saved key, for the runner of a Firecrawl job. Input: database, deps. Output: the key, or undefined when
 * none is saved or it no longer decrypts (the job then fails with 'Please set your Firecrawl API key first').
 */
export async function readFirecrawlKey(db: Database, deps: FirecrawlKeyDeps = {}): Promise<string | undefined> {
  const row = await storedKeyRow(db);
  if (!row) return undefined;
  try {
    return decryptSetting(row.value, FIRECRAWL_KEY_SETTING, secretOf(deps));
  } catch {
    return undefined;
  }
}

/**
 * Saves (or replaces) the Firecrawl key (docs/product/admin.md#scraping-import): trimmed; empty → AppError `invalid` 'Please enter your
 * Firecrawl API key'; then tested with Firecrawl (testFirecrawlKey: 'Invalid API key', or `unavailable` when
 * Firecrawl cannot be reached); then stored encrypted, with an audit entry that says a key was saved but holds no
 * part of it, in one transaction. Input: database, the admin, the key as typed, deps. Output: the new status.
 */
export async function saveFirecrawlKey(db: Database, actor: AuditActor, typed: string, deps: FirecrawlKeyDeps = {}): Promise<FirecrawlKeyStatus> {
  const key = typed.trim();
  const required = FIRECRAWL_KEY_MESSAGES.required;
  if (!key) throw new AppError("invalid", required, { fieldErrors: { apiKey: required } });
  if (key.length > MAX_KEY_LENGTH || /\s/.test(key)) {
    throw new AppError("invalid", FIRECRAWL_KEY_MESSAGES.invalid, { fieldErrors: { apiKey: FIRECRAWL_KEY_MESSAGES.invalid } });
  }
  await testFirecrawlKey(key, { apiUrl: deps.apiUrl ?? getConfig().scraping.firecrawlApiUrl });
  const value = encryptSetting(key, FIRECRAWL_KEY_SETTING, secretOf(deps));
  await db.transaction(async (tx) => {
    const [before] = await tx.select({ key: appSettings.key }).from(appSettings).where(eq(appSettings.key, FIRECRAWL_KEY_SETTING)).for("update");
    await tx
      .insert(appSettings)
      .values({ key: FIRECRAWL_KEY_SETTING, value, updatedByUserId: actor.id })
      .onConflictDoUpdate({ target: appSettings.key, set: { value, updatedByUserId: actor.id, updatedAt: sql`now()` } });
    await recordAudit(tx, actor, {
      action: before ? "setting.replace" : "setting.create",
      entityType: "setting",
      entityId: FIRECRAWL_KEY_SETTING,
      before: before ? { saved: true } : undefined,
      after: { saved: true },
    });
  });
  return getFirecrawlKeyStatus(db, deps);
}

/**
 * Removes the saved key, with an audit entry, in one transaction; new jobs then use the built-in scraper.
 * Input: database, the admin. Output: true when a key was removed, false when none was saved.
 */
export async function removeFirecrawlKey(db: Database, actor: AuditActor): Promise<boolean> {
  return db.transaction(async (tx) => {
    const removed = await tx.delete(appSettings).where(eq(appSettings.key, FIRECRAWL_KEY_SETTING)).returning({ key: appSettings.key });
    if (removed.length === 0) return false;
    await recordAudit(tx, actor, { action: "setting.delete", entityType: "setting", entityId: FIRECRAWL_KEY_SETTING, before: { saved: true } });
    return true;
  });
}
