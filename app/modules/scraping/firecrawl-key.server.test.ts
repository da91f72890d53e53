import { randomUUID } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appSettings, auditLog } from "~/db/schema";
import {
  FIRECRAWL_KEY_SETTING,
  getFirecrawlKeyStatus,
  readFirecrawlKey,
  removeFirecrawlKey,
  saveFirecrawlKey,
} from "~/modules/scraping/firecrawl-key.server";
import { decryptSetting, encryptSetting } from "~/modules/scraping/setting-cipher.server";
import { describeEachDatabase } from "../../../tests/support/test-database";
import { createUser } from "../../../tests/support/factories";

const SECRET = "a-test-secret-of-at-least-thirty-two-characters";
const GOOD_KEY = "fc-0123456789abcdef0123456789abcd";
const ACTOR = { id: "", email: "key-keeper@example.test" };

// Firecrawl's stand-in: accepts GOOD_KEY only, and counts the test calls.
let tests = 0;
let server: http.Server;
let apiUrl = "";
beforeAll(async () => {
  server = http.createServer((request, response) => {
    tests += 1;
    const accepted = request.headers.authorization === `Bearer ${GOOD_KEY}` && request.url === "/v1/team/credit-usage";
    response.writeHead(accepted ? 200 : 401, { "content-type": "application/json" });
    response.end(JSON.stringify(accepted ? { success: true, data: { remaining_credits: 10 } } : { success: false, error: "Unauthorized" }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("the settings cipher", () => {
  it("round-trips, with a fresh IV each time, and refuses another setting's name or another secret", () => {
    const first = encryptSetting(GOOD_KEY, FIRECRAWL_KEY_SETTING, SECRET);
    const second = encryptSetting(GOOD_KEY, FIRECRAWL_KEY_SETTING, SECRET);
    expect(first).not.toBe(second);
    expect(first).not.toContain(GOOD_KEY);
    expect(first).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(decryptSetting(first, FIRECRAWL_KEY_SETTING, SECRET)).toBe(GOOD_KEY);
    expect(() => decryptSetting(first, "other.setting", SECRET)).toThrow();
    expect(() => decryptSetting(first, FIRECRAWL_KEY_SETTING, `${SECRET}-rotated`)).toThrow();
    const [version, iv, tag, body] = first.split(".");
    const tampered = Buffer.from(body!, "base64url");
    tampered[0] = tampered[0]! ^ 1;
    expect(() => decryptSetting([version, iv, tag, tampered.toString("base64url")].join("."), FIRECRAWL_KEY_SETTING, SECRET)).toThrow();
    expect(() => decryptSetting([version, iv, tag!.slice(0, 8), body].join("."), FIRECRAWL_KEY_SETTING, SECRET)).toThrow();
  });
});

describeEachDatabase("the Firecrawl key", (getDb) => {
  const deps = () => ({ secret: SECRET, apiUrl });
  beforeAll(async () => {
    ACTOR.id = randomUUID();
    await createUser(getDb(), { id: ACTOR.id, name: "Keeper", email: ACTOR.email, role: "admin", emailVerified: true });
  });
  const storedRows = () => getDb().select().from(appSettings).where(eq(appSettings.key, FIRECRAWL_KEY_SETTING));
  const auditRows = () => getDb().select().from(auditLog).where(eq(auditLog.entityId, FIRECRAWL_KEY_SETTING)).orderBy(auditLog.id);

  it("refuses an empty key before testing it", async () => {
    const before = tests;
    await expect(saveFirecrawlKey(getDb(), ACTOR, "   ", deps())).rejects.toMatchObject({
      code: "invalid",
      message: "Please enter your Firecrawl API key",
      fieldErrors: { apiKey: "Please enter your Firecrawl API key" },
    });
    expect(tests).toBe(before);
    expect(await storedRows()).toEqual([]);
  });

  it("refuses a key that fails its test, storing nothing", async () => {
    await expect(saveFirecrawlKey(getDb(), ACTOR, "fc-wrong-key-000000000000", deps())).rejects.toMatchObject({ message: "Invalid API key" });
    expect(await storedRows()).toEqual([]);
    expect(await auditRows()).toEqual([]);
    expect(await getFirecrawlKeyStatus(getDb(), deps())).toEqual({ saved: false });
  });

  it("saves a tested key encrypted, shows only its last four characters, and audits without it", async () => {
    const status = await saveFirecrawlKey(getDb(), ACTOR, `  ${GOOD_KEY} `, deps());
    expect(status).toMatchObject({ saved: true, readable: true, endingIn: "abcd" });
    const [row] = await storedRows();
    expect(row!.value).not.toContain(GOOD_KEY);
    expect(row!.updatedByUserId).toBe(ACTOR.id);
    expect(await readFirecrawlKey(getDb(), deps())).toBe(GOOD_KEY);
    const audit = await auditRows();
    expect(audit.map((entry) => [entry.action, entry.before, entry.after])).toEqual([["setting.create", null, { saved: true }]]);
    expect(JSON.stringify(audit)).not.toContain("abcd");
  });

  it("replaces a saved key, and says when the stored one no longer decrypts", async () => {
    await saveFirecrawlKey(getDb(), ACTOR, GOOD_KEY, deps());
    expect((await auditRows()).at(-1)!.action).toBe("setting.replace");
    expect(await storedRows()).toHaveLength(1);
    const rotated = { ...deps(), secret: `${SECRET}-rotated` };
    expect(await getFirecrawlKeyStatus(getDb(), rotated)).toMatchObject({ saved: true, readable: false });
    expect(await readFirecrawlKey(getDb(), rotated)).toBeUndefined();
  });

  it("removes the key, with an audit entry; removing again changes nothing", async () => {
    expect(await removeFirecrawlKey(getDb(), ACTOR)).toBe(true);
    expect(await storedRows()).toEqual([]);
    expect((await auditRows()).at(-1)).toMatchObject({ action: "setting.delete", before: { saved: true }, after: null });
    const entries = (await auditRows()).length;
    expect(await removeFirecrawlKey(getDb(), ACTOR)).toBe(false);
    expect(await auditRows()).toHaveLength(entries);
  });
});
