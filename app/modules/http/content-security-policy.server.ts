import { randomBytes } from "node:crypto";

// The Content-Security-Policy of every response and the nonce its scripts carry (issue "Production at scale":
// security headers; decision 042). Scripts run only with the request's nonce: no `unsafe-inline`, no host list.

/**
 * Header carrying the request's CSP nonce to the app (app/entry.server.tsx). The server (server/security-headers.ts)
 * sets it on every request, replacing any value the client sent, and puts the same nonce in the response's
 * Content-Security-Policy.
 */
export const CSP_NONCE_HEADER = "x-shaadi-csp-nonce";

/** Random bytes in a nonce: 128 bits, the floor CSP Level 3 asks for. */
const NONCE_BYTES = 16;

/**
 * Where a form may send the browser. The early-bird checkout and the customer portal are redirects answered to
 * a form post of our own (decisions 008, 019), and browsers apply `form-action` to the redirect's target too.
 */
export const STRIPE_FORM_ORIGINS: readonly string[] = ["https://checkout.stripe.com", "https://billing.stripe.com"];

/** HSTS for a year, subdomains included; sent only over https (a browser ignores it over http anyway). */
export const STRICT_TRANSPORT_SECURITY = "max-age=31536000; includeSubDomains";

/** A new nonce: 16 random bytes in base64 (24 characters, `=` padded), fresh for every response. */
export function newCspNonce(): string {
  return randomBytes(NONCE_BYTES).toString("base64");
}

/** The nonce the server gave this request, or undefined outside the server (tests, scripts). */
export function cspNonceOf(request: Request): string | undefined {
  return request.headers.get(CSP_NONCE_HEADER) || undefined;
}

export type ContentSecurityPolicyOptions = {
  /** This response's nonce ({@link newCspNonce}); base64 characters only. */
  nonce: string;
  /** Whether the request came over https (Express `req.secure`): adds `upgrade-insecure-requests`. */
  https: boolean;
  /** Origins images may come from besides our own (the S3 bucket's public URL, a map tile server). */
  imageOrigins?: readonly string[];
  /** Origins a form may send the browser to besides our own; {@link STRIPE_FORM_ORIGINS} by default. */
  formOrigins?: readonly string[];
};

const NONCE_PATTERN = /^[A-Za-z0-9+/_-]+={0,2}$/;

/**
 * A source expression for an origin given as a URL ("https://tiles.example.org/{z}/{x}/{y}.png" or
 * "https://media.example.com/"): its scheme, host and port only, since a path in a source would also restrict
 * redirects and a query has no meaning there. Throws an Error for text that is not an http(s) URL, since a
 * misspelt origin would otherwise widen or break the policy silently.
 */
export function originSource(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url.replaceAll(/\{[a-z]+\}/g, "x"));
  } catch {
    throw new Error(`Not a URL for the Content-Security-Policy: ${JSON.stringify(url)}`);
  }
  if (parsed.protocol !== "https:" && parsed.protocol !== "http:") {
    throw new Error(`Not an http(s) origin for the Content-Security-Policy: ${JSON.stringify(url)}`);
  }
  return parsed.origin;
}

/**
 * The Content-Security-Policy header value for one response. Input: {@link ContentSecurityPolicyOptions}.
 * Output: directives joined by "; ". Scripts: the nonce and `'strict-dynamic'`, so the entry module (nonced by
 * React Router) may import the route chunks it loads later, and nothing else runs. Styles allow inline
 * attributes (React and Leaflet set `style`), images `data:` and `blob:` besides the listed origins, fetches
 * our own origin only; no plugins, no `<base>`, no framing by others. Throws an Error for a nonce with
 * characters outside base64 (it would end the directive) or an origin that is not an http(s) URL.
 */
export function contentSecurityPolicy(options: ContentSecurityPolicyOptions): string {
  if (!NONCE_PATTERN.test(options.nonce)) throw new Error("A CSP nonce must be base64 text");
  const images = unique((options.imageOrigins ?? []).map(originSource));
  const forms = unique((options.formOrigins ?? STRIPE_FORM_ORIGINS).map(originSource));
  const directives = [
    "default-src 'self'",
    `script-src 'nonce-${options.nonce}' 'strict-dynamic'`,
    "style-src 'self' 'unsafe-inline'",
    ["img-src 'self' data: blob:", ...images].join(" "),
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    ["form-action 'self'", ...forms].join(" "),
  ];
  if (options.https) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}

function unique(values: readonly string[]): string[] {
  return [...new Set(values)];
}

/**
 * Every security header of a response. Input: the nonce, whether the request came over https, and the
 * policy's extra origins ({@link ContentSecurityPolicyOptions}). Output: header name → value; HSTS only over
 * https. `Permissions-Policy` keeps geolocation for our own pages (the location field can ask for the
 * visitor's position).
 */
export function securityHeaders(options: ContentSecurityPolicyOptions): Record<string, string> {
  const headers: Record<string, string> = {
    "Content-Security-Policy": contentSecurityPolicy(options),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "DENY",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(self)",
  };
  if (options.https) headers["Strict-Transport-Security"] = STRICT_TRANSPORT_SECURITY;
  return headers;
}
