import { describe, expect, it } from "vitest";
import { CLIENT_IP_HEADER, clientIp, rateLimitAddress } from "~/modules/http/client-ip.server";

describe("client addresses", () => {
  it("reads the address the server put in its header, or 'unknown'", () => {
    expect(clientIp(new Request("http://localhost/", { headers: { [CLIENT_IP_HEADER]: " 203.0.113.9 " } }))).toBe("203.0.113.9");
    expect(clientIp(new Request("http://localhost/"))).toBe("unknown");
  });

  it.each([
    ["203.0.113.9", "203.0.113.9"],
    ["::ffff:203.0.113.9", "203.0.113.9"],
    ["2001:db8:85a3:1234:8a2e:370:7334:1", "2001:db8:85a3:1234::/64"],
    ["2001:db8:85a3:1234::1", "2001:db8:85a3:1234::/64"],
    ["2001:0db8::", "2001:db8:0:0::/64"],
    ["::1", "0:0:0:0::/64"],
    ["unknown", "unknown"],
  ])("keys %s as %s for rate limits", (ip, key) => {
    expect(rateLimitAddress(ip)).toBe(key);
  });

  it("gives every address of one /64 the same key", () => {
    expect(rateLimitAddress("2001:db8:1:2:aaaa::1")).toBe(rateLimitAddress("2001:db8:1:2:ffff:ffff:ffff:ffff"));
    expect(rateLimitAddress("2001:db8:1:2::1")).not.toBe(rateLimitAddress("2001:db8:1:3::1"));
  });
});
