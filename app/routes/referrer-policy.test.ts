import { describe, expect, it } from "vitest";
import { REFERRER_POLICY } from "~/routes/account-confirmation";
import { REFERRER_POLICY as CONVERSATION_REFERRER_POLICY } from "~/routes/messages";
import { REFERRER_POLICY as RSVP_REFERRER_POLICY } from "~/routes/rsvp";

// Decision 050: a page whose form posts without JavaScript (before hydration, or with scripts off) must let the
// browser name its origin on that post. Under `no-referrer` the browser sends `Origin: null` with every
// non-GET request of the page, and both React Router's action check and the same-origin guard
// (app/modules/http/same-origin.server.ts) refuse an opaque origin, so the form answers 400.
const NULLS_OWN_ORIGIN = new Set(["no-referrer"]);

type MetaEntry = { name?: string; content?: string };
type RouteModule = { meta?: (args: object) => MetaEntry[] | undefined; action?: unknown };

const modules = import.meta.glob<RouteModule>(["./*.tsx", "!./*.test.tsx"], { eager: true });
const args = { data: undefined, loaderData: undefined, params: {}, location: { pathname: "/", search: "", hash: "" }, matches: [], error: undefined };

/** The referrer policies a route's meta sets, for any loader data (undefined here: the policy never depends on it). */
function referrerPolicies(module: RouteModule): string[] {
  const entries = module.meta?.(args) ?? [];
  return entries.filter((entry) => entry.name === "referrer").map((entry) => entry.content ?? "");
}

describe("referrer policies of pages with forms", () => {
  const withActions = Object.entries(modules).filter(([, module]) => module.action && module.meta);

  it("finds the pages with a form action and a meta, the account confirmation among them", () => {
    expect(withActions.map(([path]) => path)).toContain("./account-confirmation.tsx");
  });

  it.each(withActions)("lets the browser name the origin of %s on its own form posts", (_path, module) => {
    for (const policy of referrerPolicies(module)) expect(NULLS_OWN_ORIGIN.has(policy), policy).toBe(false);
  });

  it("keeps the account link's token from every other site", () => {
    expect(referrerPolicies(modules["./account-confirmation.tsx"]!)).toEqual([REFERRER_POLICY]);
    expect(REFERRER_POLICY).toBe("same-origin");
  });

  it("keeps the couple's conversation link from every other site", () => {
    expect(referrerPolicies(modules["./messages.tsx"]!)).toEqual([CONVERSATION_REFERRER_POLICY]);
    expect(CONVERSATION_REFERRER_POLICY).toBe("same-origin");
  });

  it("keeps a household's RSVP link from every other site", () => {
    expect(referrerPolicies(modules["./rsvp.tsx"]!)).toEqual([RSVP_REFERRER_POLICY]);
    expect(RSVP_REFERRER_POLICY).toBe("same-origin");
  });
});
