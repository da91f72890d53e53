import { describe, expect, it } from "vitest";
import {
  contentSecurityPolicy,
  cspNonceOf,
  CSP_NONCE_HEADER,
  newCspNonce,
  originSource,
  securityHeaders,
  STRICT_TRANSPORT_SECURITY,
} from "~/modules/http/content-security-policy.server";

/** The policy as directive name → its sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(";").map((part) => {
      const [name = "", ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

const NONCE = "AAECAwQFBgcICQoLDA0ODw==";

describe("contentSecurityPolicy", () => {
  it("lets scripts run only with the nonce, and nothing inline or from a host list", () => {
    const policy = directives(contentSecurityPolicy({ nonce: NONCE, https: false }));
    expect(policy.get("script-src")).toEqual([`'nonce-${NONCE}'`, "'strict-dynamic'"]);
    expect(policy.get("script-src")).not.toContain("'unsafe-inline'");
    expect(policy.get("default-src")).toEqual(["'self'"]);
  });

  it("closes plugins, <base>, framing, and keeps fetches on our own origin", () => {
    const policy = directives(contentSecurityPolicy({ nonce: NONCE, https: false }));
    expect(policy.get("object-src")).toEqual(["'none'"]);
    expect(policy.get("base-uri")).toEqual(["'none'"]);
    expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
    expect(policy.get("connect-src")).toEqual(["'self'"]);
    expect(policy.get("style-src")).toEqual(["'self'", "'unsafe-inline'"]);
  });

  it("lets forms reach our own pages and Stripe's checkout and customer portal, to which a post is redirected", () => {
    const policy = directives(contentSecurityPolicy({ nonce: NONCE, https: false }));
    expect(policy.get("form-action")).toEqual(["'self'", "https://checkout.stripe.com", "https://billing.stripe.com"]);
    const own = directives(contentSecurityPolicy({ nonce: NONCE, https: false, formOrigins: [] }));
    expect(own.get("form-action")).toEqual(["'self'"]);
  });

  it("adds the extra image origins once each, reduced to their origin", () => {
    const policy = directives(
      contentSecurityPolicy({
        nonce: NONCE,
        https: false,
        imageOrigins: ["https://tiles.example.org/{z}/{x}/{y}.png", "https://media.example.com/", "https://media.example.com"],
      }),
    );
    expect(policy.get("img-src")).toEqual(["'self'", "data:", "blob:", "https://tiles.example.org", "https://media.example.com"]);
  });

  it("asks for https subresources only when the page itself came over https", () => {
    expect(contentSecurityPolicy({ nonce: NONCE, https: true })).toMatch(/; upgrade-insecure-requests$/);
    expect(contentSecurityPolicy({ nonce: NONCE, https: false })).not.toContain("upgrade-insecure-requests");
  });

  it("refuses a nonce that could end the directive, and an origin that is not an http(s) URL", () => {
    expect(() => contentSecurityPolicy({ nonce: "abc; script-src *", https: false })).toThrow(/base64/);
    expect(() => contentSecurityPolicy({ nonce: "", https: false })).toThrow(/base64/);
    expect(() => originSource("tiles.example.org")).toThrow(/Not a URL/);
    expect(() => originSource("javascript:alert(1)")).toThrow(/http\(s\)/);
    expect(() => contentSecurityPolicy({ nonce: NONCE, https: false, imageOrigins: ["*"] })).toThrow();
  });
});

describe("newCspNonce", () => {
  it("gives 128 random bits in base64, different every time", () => {
    const nonces = Array.from({ length: 1000 }, newCspNonce);
    for (const nonce of nonces) {
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(Buffer.from(nonce, "base64")).toHaveLength(16);
    }
    expect(new Set(nonces).size).toBe(nonces.length);
  });
});

describe("securityHeaders", () => {
  it("sends HSTS for a year with subdomains over https only", () => {
    expect(securityHeaders({ nonce: NONCE, https: true })["Strict-Transport-Security"]).toBe(STRICT_TRANSPORT_SECURITY);
    expect(STRICT_TRANSPORT_SECURITY).toBe("max-age=31536000; includeSubDomains");
    expect(securityHeaders({ nonce: NONCE, https: false })).not.toHaveProperty("Strict-Transport-Security");
  });

  it("keeps the other headers, and puts the nonce in the policy", () => {
    expect(securityHeaders({ nonce: NONCE, https: false })).toMatchObject({
      "Content-Security-Policy": expect.stringContaining(`'nonce-${NONCE}'`),
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "strict-origin-when-cross-origin",
      "Permissions-Policy": "camera=(), microphone=(), geolocation=(self)",
    });
  });
});

describe("cspNonceOf", () => {
  it("reads the nonce the server set, and nothing when there is none", () => {
    expect(cspNonceOf(new Request("http://x/", { headers: { [CSP_NONCE_HEADER]: NONCE } }))).toBe(NONCE);
    expect(cspNonceOf(new Request("http://x/"))).toBeUndefined();
  });
});
