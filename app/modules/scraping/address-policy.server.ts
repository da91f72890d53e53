import { BlockList, isIP } from "node:net";

// Which network addresses the built-in scraper may connect to (docs/product/admin.md#scraping-import, SSRF protection; decision 021). A
// vendor's website is somewhere on the public internet; anything else — this machine, the private network, a
// cloud provider's metadata service — is refused, whatever name or redirect led there.

/** Why an address is refused, worded to complete "… is a {kind} address". */
export type RefusedKind =
  | "cloud metadata"
  | "loopback"
  | "private"
  | "link-local"
  | "shared (CGNAT)"
  | "unique-local"
  | "multicast"
  | "unspecified"
  | "reserved";

function blockList(ranges: readonly string[]): BlockList {
  const list = new BlockList();
  for (const range of ranges) {
    const [network, prefix] = range.split("/") as [string, string];
    list.addSubnet(network, Number(prefix), isIP(network) === 6 ? "ipv6" : "ipv4");
  }
  return list;
}

// Checked in this order, so 169.254.169.254 is named a metadata address rather than a link-local one. IPv4 rules
// also match the IPv4-mapped IPv6 form (::ffff:127.0.0.1), which Node's BlockList handles.
const RANGES: readonly (readonly [RefusedKind, BlockList])[] = [
  // AWS, GCP, Azure, OpenStack (169.254.169.254), AWS over IPv6, Alibaba (100.100.100.200), Oracle (192.0.0.192).
  ["cloud metadata", blockList(["169.254.169.254/32", "fd00:ec2::254/128", "100.100.100.200/32", "192.0.0.192/32"])],
  ["loopback", blockList(["127.0.0.0/8", "::1/128"])],
  ["unspecified", blockList(["0.0.0.0/8", "::/128"])],
  ["private", blockList(["10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16"])],
  ["link-local", blockList(["169.254.0.0/16", "fe80::/10"])],
  ["shared (CGNAT)", blockList(["100.64.0.0/10"])],
  ["unique-local", blockList(["fc00::/7"])],
  ["multicast", blockList(["224.0.0.0/4", "ff00::/8"])],
  [
    "reserved",
    blockList([
      "192.0.0.0/24", // IETF protocol assignments
      "192.0.2.0/24", // documentation
      "198.18.0.0/15", // benchmarking
      "198.51.100.0/24",
      "203.0.113.0/24",
      "240.0.0.0/4", // future use, and the broadcast address
      "::/96", // IPv4-compatible (deprecated)
      "100::/64", // discard
      "2001::/32", // Teredo: tunnels to an address of the sender's choosing
      "2001:db8::/32", // documentation
      "64:ff9b:1::/48", // local-use NAT64
      "fec0::/10", // site-local (deprecated)
    ]),
  ],
];

/** The IPv4 address inside a NAT64 (64:ff9b::/96) or 6to4 (2002::/16) address, which reaches that IPv4 host. */
function embeddedIpv4(address: string): string | undefined {
  const groups = expandIpv6(address);
  if (!groups) return undefined;
  const asIpv4 = (high: number, low: number) => [high >> 8, high & 0xff, low >> 8, low & 0xff].join(".");
  const nat64 = groups[0] === 0x64 && groups[1] === 0xff9b && groups.slice(2, 6).every((group) => group === 0);
  if (nat64) return asIpv4(groups[6]!, groups[7]!);
  if (groups[0] === 0x2002) return asIpv4(groups[1]!, groups[2]!);
  return undefined;
}

/** The eight 16-bit groups of an IPv6 address (a trailing dotted IPv4 part included), or undefined. */
function expandIpv6(address: string): number[] | undefined {
  let text = address.toLowerCase().split("%")[0]!;
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted[1]!.split(".").map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.includes("::") ? text.split("::") : [text, undefined];
  const parse = (part: string | undefined) => (part ? part.split(":").map((group) => Number.parseInt(group, 16)) : []);
  const left = parse(head);
  const right = parse(tail);
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? missing !== 0 : missing < 1) return undefined;
  const groups = [...left, ...Array<number>(tail === undefined ? 0 : missing).fill(0), ...right];
  return groups.every((group) => Number.isInteger(group) && group >= 0 && group <= 0xffff) ? groups : undefined;
}

/**
 * Why the built-in scraper must not connect to `address` (docs/product/admin.md#scraping-import; decision 021), or undefined when it may.
 * Input: an IPv4 or IPv6 address as text (no brackets); `allowLoopback` (the SCRAPER_ALLOW_LOOPBACK setting,
 * for the project's own tests) lets loopback addresses through and nothing else. Output: a {@link RefusedKind},
 * "reserved" also for text that is not an IP address, or undefined for a public address.
 */
export function refusedAddressKind(address: string, options: { allowLoopback?: boolean } = {}): RefusedKind | undefined {
  const family = isIP(address);
  if (family === 0) return "reserved";
  const type = family === 6 ? "ipv6" : "ipv4";
  for (const [kind, list] of RANGES) {
    if (!list.check(address, type)) continue;
    if (kind === "loopback" && options.allowLoopback) return undefined;
    return kind;
  }
  const inner = family === 6 ? embeddedIpv4(address) : undefined;
  return inner ? refusedAddressKind(inner, options) : undefined;
}
