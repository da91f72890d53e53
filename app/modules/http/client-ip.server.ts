import { isIPv6 } from "node:net";

/**
 * Header carrying the client's address to loaders, actions and better-auth. server/app.ts overwrites it on
 * every request with Express's `req.ip` (which honours TRUST_PROXY), so a client cannot choose its value.
 */
export const CLIENT_IP_HEADER = "x-shaadi-client-ip";

/**
 * The client's address as set by the server, or "unknown" when the request did not pass through it (tests,
 * scripts). Input: a Fetch `Request`. Output: an IPv4 or IPv6 address text.
 */
export function clientIp(request: Request): string {
  return request.headers.get(CLIENT_IP_HEADER)?.trim() || "unknown";
}

/**
 * The part of an address that identifies one client for rate limiting: an IPv4 address as is (also when written
 * IPv4-mapped, `::ffff:192.0.2.1`), and an IPv6 address cut to its /64 network, since one subscriber usually
 * holds a whole /64 and could otherwise rotate through it. Input: address text. Output: a key fragment.
 */
export function rateLimitAddress(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!isIPv6(ip)) return ip;
  const [head = "", tail = ""] = ip.toLowerCase().split("::");
  const headParts = head ? head.split(":") : [];
  const tailParts = tail ? tail.split(":") : [];
  const zeros = ip.includes("::") ? Array<string>(8 - headParts.length - tailParts.length).fill("0") : [];
  const groups = [...headParts, ...zeros, ...tailParts];
  return `${groups.slice(0, 4).map((group) => group.replace(/^0+(?=.)/, "")).join(":")}::/64`;
}
