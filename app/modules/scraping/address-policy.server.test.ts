import { describe, expect, it } from "vitest";
import { refusedAddressKind } from "~/modules/scraping/address-policy.server";

describe("refusedAddressKind", () => {
  it.each([
    ["169.254.169.254", "cloud metadata"],
    ["fd00:ec2::254", "cloud metadata"],
    ["100.100.100.200", "cloud metadata"],
    ["127.0.0.1", "loopback"],
    ["127.255.0.9", "loopback"],
    ["::1", "loopback"],
    ["::ffff:127.0.0.1", "loopback"],
    ["::ffff:7f00:1", "loopback"],
    ["0.0.0.0", "unspecified"],
    ["::", "unspecified"],
    ["10.1.2.3", "private"],
    ["172.16.0.1", "private"],
    ["172.31.255.255", "private"],
    ["192.168.1.10", "private"],
    ["::ffff:192.168.1.10", "private"],
    ["169.254.1.1", "link-local"],
    ["fe80::1", "link-local"],
    ["100.64.0.1", "shared (CGNAT)"],
    ["100.127.255.254", "shared (CGNAT)"],
    ["fc00::1", "unique-local"],
    ["fd12:3456::1", "unique-local"],
    ["224.0.0.1", "multicast"],
    ["ff02::1", "multicast"],
    ["255.255.255.255", "reserved"],
    ["192.0.2.1", "reserved"],
    ["2001:db8::1", "reserved"],
    ["64:ff9b::a00:1", "private"], // NAT64 of 10.0.0.1
    ["64:ff9b::127.0.0.1", "loopback"],
    ["2002:a9fe:a9fe::1", "cloud metadata"], // 6to4 of 169.254.169.254
    ["not-an-address", "reserved"],
  ])("refuses %s as %s", (address, kind) => {
    expect(refusedAddressKind(address)).toBe(kind);
  });

  it.each(["93.184.216.34", "8.8.8.8", "172.32.0.1", "100.128.0.1", "2606:2800:220:1:248:1893:25c8:1946", "64:ff9b::808:808"])(
    "lets the public address %s through",
    (address) => {
      expect(refusedAddressKind(address)).toBeUndefined();
    },
  );

  it("lets loopback, and only loopback, through when the tests' setting allows it", () => {
    expect(refusedAddressKind("127.0.0.1", { allowLoopback: true })).toBeUndefined();
    expect(refusedAddressKind("::1", { allowLoopback: true })).toBeUndefined();
    expect(refusedAddressKind("169.254.169.254", { allowLoopback: true })).toBe("cloud metadata");
    expect(refusedAddressKind("10.0.0.1", { allowLoopback: true })).toBe("private");
    expect(refusedAddressKind("0.0.0.0", { allowLoopback: true })).toBe("unspecified");
  });
});
