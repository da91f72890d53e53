// Security headers on every response, with a fresh CSP nonce per request (decision 042). Mounted first, before
// the request prelude, so status pages, static files, /media, redirects and errors all carry them.
import type express from "express";
import { CSP_NONCE_HEADER, newCspNonce, securityHeaders } from "~/modules/http/content-security-policy.server";

/**
 * The middleware that sets the security headers of app/modules/http/content-security-policy.server.ts on the
 * response and hands the nonce to the app in the {@link CSP_NONCE_HEADER} request header, replacing any value
 * the client sent (the same pattern as the client address in server/app.ts). HSTS and
 * `upgrade-insecure-requests` follow `req.secure`, which honours TRUST_PROXY and X-Forwarded-Proto.
 * Input: extra image origins for `img-src` (URLs; only their origins are used). Throws an Error at creation for
 * an origin that is not an http(s) URL.
 */
export function createSecurityHeaders(options: { imageOrigins?: readonly string[] } = {}): express.RequestHandler {
  const imageOrigins = options.imageOrigins ?? [];
  // Checked once here, so a bad origin stops start-up instead of failing every request.
  securityHeaders({ nonce: newCspNonce(), https: false, imageOrigins });
  return (req, res, next) => {
    const nonce = newCspNonce();
    req.headers[CSP_NONCE_HEADER] = nonce;
    res.set(securityHeaders({ nonce, https: req.secure, imageOrigins }));
    next();
  };
}
