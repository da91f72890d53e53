import { describe, expect, it } from "vitest";
import { assertObjectKey } from "~/modules/storage/object-storage";

describe("assertObjectKey", () => {
  it.each(["vendors/pending-1b2c/logo-9f8e.webp", "a", "vendors/12/gallery_1.webp"])("accepts %s", (key) => {
    expect(() => assertObjectKey(key)).not.toThrow();
  });

  it.each(["", "/etc/passwd", "../secret", "vendors/../../x", "vendors//x", "vendors/.hidden", "Vendors/X.webp", "a b", "a\\b", "x".repeat(513)])(
    "refuses %j",
    (key) => {
      expect(() => assertObjectKey(key)).toThrow(/Invalid object key/);
    },
  );
});
