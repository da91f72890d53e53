import { afterAll, beforeAll, expect, it } from "vitest";
import { getConfig } from "~/config.server";
import { mailOptOuts } from "~/db/schema";
import { resolveAuthSecret } from "~/modules/accounts/auth-secret.server";
import { isOptedOut, optOutToken } from "~/modules/mail-preferences/opt-outs.server";
import { resetClock, setClock } from "~/modules/time/clock";
import { useAsGlobalDatabase } from "../../tests/support/global-database";
import { runRoute } from "../../tests/support/route-calls";
import { describeEachDatabase } from "../../tests/support/test-database";
import * as unsubscribe from "~/routes/unsubscribe";

// docs/product/couples-tools.md#mail-choices, decision 094: a couple's one-click unsubscribe works without sign-in
// for its own address and kind only, opening the link changes nothing, and only a hash of the address is kept.

const ORIGIN = "http://localhost:3000";
const AT = new Date("2026-11-29T12:00:00Z");
const HINA = "Hina.Begum@Example.test";
const ZARA = "zara@example.test";

function request(path: string, post = false): Request {
  // A mail client's one-click post comes from no page of ours: no cookie, an opaque origin.
  return new Request(`${ORIGIN}${path}`, {
    method: post ? "POST" : "GET",
    headers: post ? { origin: "null", "sec-fetch-site": "cross-site", "content-type": "application/x-www-form-urlencoded" } : {},
    body: post ? new URLSearchParams({ "List-Unsubscribe": "One-Click" }) : undefined,
  });
}

const show = (kind: string, token: string) => runRoute<{ kindName: string; optedOut: boolean }>(unsubscribe.loader, request(`/unsubscribe/${kind}/${token}`), { kind, token });
const post = (kind: string, token: string) => runRoute<{ done: boolean; message?: string }>(unsubscribe.action, request(`/unsubscribe/${kind}/${token}`, true), { kind, token });

describeEachDatabase("/unsubscribe/:kind/:token", (getDb, backend) => {
  useAsGlobalDatabase(getDb, backend);
  let secret: string;
  const optOutRows = () => getDb().select().from(mailOptOuts);

  beforeAll(() => {
    setClock(() => AT);
    secret = resolveAuthSecret(getConfig());
  });
  afterAll(() => resetClock());

  it("asks first: opening the link records nothing", async () => {
    const token = optOutToken("similar-vendors", HINA, secret);
    for (let opened = 0; opened < 2; opened += 1) {
      const shown = await show("similar-vendors", token);
      expect(shown.status).toBe(200);
      expect(shown.body).toEqual({ kindName: "suggestions of similar vendors", optedOut: false });
      expect(shown.headers.get("Cache-Control")).toBe("no-store");
    }
    expect(await optOutRows()).toEqual([]);
    expect(await isOptedOut(getDb(), "similar-vendors", HINA, secret)).toBe(false);
  });

  it("records the opt-out of its own address and kind, with its time, on a one-click post from a mail client", async () => {
    const token = optOutToken("similar-vendors", HINA, secret);
    expect((await post("similar-vendors", token)).status).toBe(200);
    expect(await isOptedOut(getDb(), "similar-vendors", " hina.begum@example.TEST", secret)).toBe(true);
    expect(await isOptedOut(getDb(), "review-invitation", HINA, secret)).toBe(false);
    expect(await isOptedOut(getDb(), "similar-vendors", ZARA, secret)).toBe(false);
    expect(await optOutRows()).toEqual([{ emailKey: token.split(".")[0], kind: "similar-vendors", optedOutAt: AT }]);
    // The page now says so; posting again keeps the first time.
    expect((await show("similar-vendors", token)).body).toMatchObject({ optedOut: true });
    setClock(() => new Date(AT.getTime() + 60_000));
    expect((await post("similar-vendors", token)).status).toBe(200);
    setClock(() => AT);
    expect((await optOutRows()).map((row) => row.optedOutAt)).toEqual([AT]);
  });

  it("refuses a tampered token, another kind's token and another address's key, recording nothing", async () => {
    const zara = optOutToken("review-invitation", ZARA, secret);
    const hina = optOutToken("review-invitation", HINA, secret);
    const [zaraKey, zaraMac] = zara.split(".") as [string, string];
    const [hinaKey] = hina.split(".") as [string, string];
    const flipped = `${zaraKey}.${zaraMac.startsWith("A") ? "B" : "A"}${zaraMac.slice(1)}`;
    const before = await optOutRows();
    const refused: [string, string][] = [
      ["review-invitation", `${hinaKey}.${zaraMac}`], // Zara's signature on Hina's address
      ["review-invitation", flipped],
      ["similar-vendors", zara], // a review-invitation token for the suggestions
      ["monthly-summaries", zara],
      ["review-invitation", optOutToken("review-invitation", ZARA, "another-secret-another-secret-0123456789")],
      ["review-invitation", "nonsense"],
      ["review-invitation", `${zaraKey}.`],
    ];
    for (const [kind, token] of refused) {
      expect((await show(kind, token)).status, `${kind}/${token}`).toBe(404);
      const posted = await post(kind, token);
      expect(posted.status, `${kind}/${token}`).toBe(404);
    }
    expect(await optOutRows()).toEqual(before);
    expect(await isOptedOut(getDb(), "review-invitation", ZARA, secret)).toBe(false);
    expect(await isOptedOut(getDb(), "similar-vendors", ZARA, secret)).toBe(false);
  });

  it("keeps no address in the opt-out table, only its keyed hash", async () => {
    await post("review-invitation", optOutToken("review-invitation", ZARA, secret));
    const rows = await optOutRows();
    expect(rows.length).toBeGreaterThanOrEqual(2);
    const stored = JSON.stringify(rows).toLowerCase();
    for (const part of [HINA.toLowerCase(), ZARA, "hina.begum", "zara@", "example.test"]) expect(stored).not.toContain(part);
    for (const row of rows) expect(row.emailKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});
