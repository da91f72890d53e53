import { lookup as dnsLookup } from "node:dns/promises";
import http, { type IncomingMessage } from "node:http";
import https from "node:https";
import { isIP, type LookupFunction } from "node:net";
import { pipeline, type Readable } from "node:stream";
import zlib from "node:zlib";
import { AppError } from "~/modules/errors/app-error";
import { refusedAddressKind } from "~/modules/scraping/address-policy.server";

// The built-in scraper's only way onto the network (docs/product/admin.md#scraping-import, SSRF protection; decision 021). An admin types
// the addresses, but a vendor's site decides where it redirects and what its name resolves to, so every hop is
// checked: scheme, port, every resolved address; the connection then goes to the address that was checked.

/** docs/product/admin.md#scraping-import: "5 s timeout", for the whole fetch (name lookups, every redirect and the body). */
export const SAFE_FETCH_TIMEOUT_MS = 5_000;
/** docs/product/admin.md#scraping-import: "2 MB body cap"; the download stops as soon as the page is larger. */
export const SAFE_FETCH_MAX_BYTES = 2 * 1024 * 1024;
/** Redirects followed before giving up; each one is checked like the first address. */
export const SAFE_FETCH_MAX_REDIRECTS = 5;
const STANDARD_PORTS = new Set([80, 443]);
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

export type ResolvedAddress = { address: string; family: 4 | 6 };
/** Every address a host name resolves to (A and AAAA). */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export type SafeFetchOptions = {
  /** SCRAPER_ALLOW_LOOPBACK: loopback addresses, on any port, for the project's own tests. Default false. */
  allowLoopback?: boolean;
  /** Name resolution; default the system resolver (`dns.lookup` with `all: true`). Tests inject their own. */
  resolve?: Resolver;
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
  signal?: AbortSignal;
  /** The Accept header; default a web page's (a calendar feed asks for `text/calendar`). */
  accept?: string;
  /**
   * Tests only: where a connection to a checked address really goes, so a test can stand a local server in for
   * a public one. The checks never see its answer.
   */
  dial?: (checked: { address: string; port: number }) => { address: string; port: number };
};

export type SafeResponse = {
  /** The address the body came from, after redirects. */
  url: string;
  status: number;
  /** The Content-Type header, lower-cased ('' when missing). */
  contentType: string;
  /** The body decoded as text (the charset from Content-Type, else UTF-8). */
  body: string;
};

const systemResolver: Resolver = async (hostname) =>
  (await dnsLookup(hostname, { all: true, verbatim: true })).map(({ address, family }) => ({ address, family: family === 6 ? 6 : 4 }));

/**
 * Why a fetch failed, for callers that word it their own way (a vendor's calendar feed, decision 066): a refused
 * scheme, port or address (code `invalid`), or a host not found, no answer in time, no connection, too many
 * redirects, a body over the cap (code `unavailable`).
 */
export type SafeFetchFailure = "scheme" | "port" | "address" | "not_found" | "timeout" | "network" | "redirects" | "too_large";

/** The AppError safeFetch throws, with the {@link SafeFetchFailure} behind its message. */
export class SafeFetchError extends AppError {
  readonly failure: SafeFetchFailure;
  constructor(failure: SafeFetchFailure, message: string, cause?: unknown) {
    const refusal = failure === "scheme" || failure === "port" || failure === "address";
    super(refusal ? "invalid" : "unavailable", message, cause === undefined ? {} : { cause });
    this.failure = failure;
  }
}

const refused = (failure: "scheme" | "port" | "address", message: string) => new SafeFetchError(failure, message);
const failed = (failure: Exclude<SafeFetchFailure, "scheme" | "port" | "address">, message: string, cause?: unknown) =>
  new SafeFetchError(failure, message, cause);

/**
 * The checked addresses of one hop: the scheme is http or https; every address the host resolves to is public
 * (refusedAddressKind); the port is 80 or 443, unless loopback is allowed and every address is loopback.
 * Throws AppError `invalid` naming the rule broken, `unavailable` when the name does not resolve.
 */
async function checkHop(url: URL, options: SafeFetchOptions, resolve: Resolver, signal: AbortSignal): Promise<ResolvedAddress[]> {
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw refused("scheme", `Only http and https addresses can be scraped, not ${url.protocol}`);
  }
  const host = url.hostname.replace(/^\[|\]$/g, "");
  const literal = isIP(host);
  const addresses = literal ? [{ address: host, family: literal as 4 | 6 }] : await abortable(lookupAll(host, resolve), signal);
  for (const { address } of addresses) {
    const kind = refusedAddressKind(address, { allowLoopback: options.allowLoopback });
    if (kind) throw refused("address", literal ? `${host} is a ${kind} address` : `${host} resolves to a ${kind} address (${address})`);
  }
  const port = Number(url.port || (url.protocol === "https:" ? 443 : 80));
  const loopbackOnly = options.allowLoopback && addresses.every(({ address }) => refusedAddressKind(address) === "loopback");
  if (!STANDARD_PORTS.has(port) && !loopbackOnly) throw refused("port", `Only the standard ports 80 and 443 can be scraped, not ${port}`);
  return addresses;
}

async function lookupAll(host: string, resolve: Resolver): Promise<ResolvedAddress[]> {
  let addresses: ResolvedAddress[];
  try {
    addresses = await resolve(host);
  } catch (error) {
    throw failed("not_found", `${host} could not be found`, error);
  }
  if (addresses.length === 0) throw failed("not_found", `${host} could not be found`);
  return addresses;
}

/** `promise`, or a rejection as soon as `signal` aborts (a name lookup cannot itself be cancelled). */
function abortable<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener("abort", onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener("abort", onAbort));
  });
}

/** One GET to `url`, connected only to `addresses` (already checked): the custom lookup never asks DNS again. */
function requestOnce(url: URL, addresses: ResolvedAddress[], options: SafeFetchOptions, signal: AbortSignal): Promise<IncomingMessage> {
  const port = Number(url.port || (url.protocol === "https:" ? 443 : 80));
  const dialled = options.dial?.({ address: addresses[0]!.address, port });
  const pinned = dialled ? [{ address: dialled.address, family: isIP(dialled.address) === 6 ? 6 : 4 }] : addresses;
  const lookup: LookupFunction = (_hostname, lookupOptions, callback) => {
    if (lookupOptions.all) callback(null, pinned);
    else callback(null, pinned[0]!.address, pinned[0]!.family);
  };
  const host = url.hostname.replace(/^\[|\]$/g, "");
  const client = url.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request({
      method: "GET",
      // An address literal is connected to directly (Node skips the lookup), so the dial seam replaces it here.
      host: dialled && isIP(host) ? dialled.address : host,
      port: dialled?.port ?? port,
      path: `${url.pathname}${url.search}`,
      headers: {
        host: url.host,
        "user-agent": "Mozilla/5.0 (compatible; ShaadiVendorsImporter/1.0)",
        accept: options.accept ?? "text/html,application/xhtml+xml;q=0.9,*/*;q=0.1",
        "accept-encoding": "gzip, deflate, br",
      },
      lookup,
      agent: false,
      signal,
    });
    request.once("response", resolve);
    request.once("error", reject);
    request.end();
  });
}

/** The response body as text, refused past `maxBytes` (counted after decompression, so a zip bomb stops too). */
async function readBody(response: IncomingMessage, maxBytes: number): Promise<string> {
  const declared = Number(response.headers["content-length"]);
  if (Number.isFinite(declared) && declared > maxBytes) {
    response.destroy();
    throw tooLarge(maxBytes);
  }
  const decoder = decompressor(response.headers["content-encoding"]);
  const source: Readable = decoder ? pipeline(response, decoder, () => {}) : response;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of source as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) {
      response.destroy();
      source.destroy();
      throw tooLarge(maxBytes);
    }
    chunks.push(chunk);
  }
  return decodeText(Buffer.concat(chunks), response.headers["content-type"] ?? "");
}

const tooLarge = (maxBytes: number) => failed("too_large", `The page is larger than ${Math.round(maxBytes / 1024 / 1024)} MB`);

function decompressor(encoding: string | undefined) {
  switch (encoding?.trim().toLowerCase()) {
    case "gzip":
    case "x-gzip":
      return zlib.createGunzip();
    case "deflate":
      return zlib.createInflate();
    case "br":
      return zlib.createBrotliDecompress();
    default:
      return undefined;
  }
}

function decodeText(bytes: Buffer, contentType: string): string {
  const charset = /charset=["']?([\w-]+)/i.exec(contentType)?.[1];
  try {
    return new TextDecoder(charset ?? "utf-8").decode(bytes);
  } catch {
    return new TextDecoder("utf-8").decode(bytes);
  }
}

/**
 * What a failed hop is reported as: our own refusals as they are, the caller's abort as its reason, anything else
 * as a network failure in words an admin can act on (the cause kept for the log).
 */
function networkFailure(error: unknown, url: URL, timedOut: boolean, options: SafeFetchOptions, timeoutMs: number): unknown {
  if (error instanceof AppError) return error;
  if (options.signal?.aborted) return options.signal.reason;
  if (timedOut) return failed("timeout", `No answer from ${url.hostname} within ${timeoutMs / 1000} seconds`, error);
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return failed("network", `Could not read ${url.hostname}${code ? ` (${code})` : ""}`, error);
}

/**
 * GETs a page from the public internet under the SSRF rules (docs/product/admin.md#scraping-import; decision 021): http and https only;
 * ports 80 and 443 only; every address the host resolves to (A and AAAA) must be public (no private, loopback,
 * link-local, CGNAT, unique-local, multicast, unspecified or cloud metadata address); the connection is pinned
 * to the checked addresses, so a second DNS answer cannot swap them (DNS rebinding); redirects are followed by
 * hand, at most {@link SAFE_FETCH_MAX_REDIRECTS}, each checked again; the whole fetch has
 * {@link SAFE_FETCH_TIMEOUT_MS} and the body at most {@link SAFE_FETCH_MAX_BYTES}.
 * Input: an absolute URL, {@link SafeFetchOptions}. Output: {@link SafeResponse} for any final status (the caller
 * judges it). Throws AppError `invalid` for a refused address (the message names the rule) and `unavailable` for
 * an unknown host, a timeout, a connection failure, too many redirects or a body over the cap; the caller's own
 * abort rejects with its reason.
 */
export async function safeFetch(address: string, options: SafeFetchOptions = {}): Promise<SafeResponse> {
  const timeoutMs = options.timeoutMs ?? SAFE_FETCH_TIMEOUT_MS;
  const maxRedirects = options.maxRedirects ?? SAFE_FETCH_MAX_REDIRECTS;
  const resolve = options.resolve ?? systemResolver;
  const deadline = AbortSignal.timeout(timeoutMs);
  const signal = options.signal ? AbortSignal.any([deadline, options.signal]) : deadline;
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw refused("scheme", `${address} is not a web address`);
  }
  for (let redirects = 0; ; redirects++) {
    try {
      const addresses = await checkHop(url, options, resolve, signal);
      const response = await requestOnce(url, addresses, options, signal);
      const location = response.headers.location;
      if (REDIRECT_STATUSES.has(response.statusCode ?? 0) && location) {
        response.destroy();
        if (redirects >= maxRedirects) throw failed("redirects", `More than ${maxRedirects} redirects`);
        url = new URL(location, url);
        continue;
      }
      const body = await readBody(response, options.maxBytes ?? SAFE_FETCH_MAX_BYTES);
      return {
        url: url.href,
        status: response.statusCode ?? 0,
        contentType: (response.headers["content-type"] ?? "").toLowerCase(),
        body,
      };
    } catch (error) {
      throw networkFailure(error, url, deadline.aborted, options, timeoutMs);
    }
  }
}
