import { describe, expect, it } from "vitest";
import { AppError } from "~/modules/errors/app-error";
import { BODY_LIMITS, bodyLimitFor, bodyTooLargeMessage, requestTooLargeMessage } from "~/modules/site/body-limits";
import { BodyCounter } from "~/modules/site/body-limits.server";
import { MAX_IMAGE_BYTES } from "~/modules/media/image-rules";

const MB = 1024 * 1024;
const BOUNDARY = "----shaadi-test-boundary";
const CONTENT_TYPE = `multipart/form-data; boundary=${BOUNDARY}`;

/** A multipart body of text fields and files (each file `size` bytes of filler), as a browser sends it. */
function multipart(parts: ({ name: string; value: string } | { name: string; fileSize: number })[]): Buffer {
  const chunks = parts.map((part) =>
    "value" in part
      ? Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`)
      : Buffer.concat([
          Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"; filename="photo.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`),
          Buffer.alloc(part.fileSize, 0x61),
          Buffer.from("\r\n"),
        ]),
  );
  return Buffer.concat([...chunks, Buffer.from(`--${BOUNDARY}--\r\n`)]);
}

/** Pushes `body` through a counter for `limit` in 64 KB chunks; the error it fails with, or undefined. */
function count(body: Buffer, limit = BODY_LIMITS.image): unknown {
  const counter = new BodyCounter(limit, CONTENT_TYPE);
  try {
    for (let offset = 0; offset < body.length; offset += 64 * 1024) counter.push(body.subarray(offset, offset + 64 * 1024));
  } catch (error) {
    return error;
  }
  return undefined;
}

describe("body limits by path", () => {
  it("gives the dashboard's image cards their own limit, for document and data requests alike", () => {
    for (const path of ["/vendor-dashboard/images", "/vendor-dashboard/images.data", "/vendor-dashboard/images/"]) {
      expect(bodyLimitFor(path)).toEqual({ kind: "image", maxBytes: 6 * MB, maxParts: 8, maxFileParts: 1 });
    }
  });

  it("gives the admin's vendor image panel the same limit, whatever the vendor id", () => {
    for (const path of ["/admin-dashboard/vendors/42/images", "/admin-dashboard/vendors/42/images.data", "/admin-dashboard/vendors/new/images/"]) {
      expect(bodyLimitFor(path).kind).toBe("image");
    }
    expect(bodyLimitFor("/admin-dashboard/vendors/42").kind).toBe("form");
    expect(bodyLimitFor("/admin-dashboard/vendors/42/images/extra").kind).toBe("form");
    expect(bodyLimitFor("/admin-dashboard/vendors/images").kind).toBe("form");
  });

  it("lets a review's photos through to the form's own messages, a fifth photo and a 6 MB one included", () => {
    for (const path of ["/review/abc_DEF-123", "/review/abc.data"]) {
      expect(bodyLimitFor(path)).toEqual({ kind: "review", maxBytes: 30 * MB, maxParts: 20, maxFileParts: 5 });
    }
    expect(bodyLimitFor("/review").kind).toBe("form");
    expect(bodyLimitFor("/reviews/12/report").kind).toBe("form");
  });

  it("leaves the other paths as they were", () => {
    expect(bodyLimitFor("/vendor-dashboard").kind).toBe("form");
    expect(bodyLimitFor("/vendor-dashboard/billing").kind).toBe("form");
    expect(bodyLimitFor("/business-details.data").kind).toBe("upload");
    expect(bodyLimitFor("/api/webhooks/stripe").kind).toBe("webhook");
  });

  it("takes a forwarded mail with attachments at the inbound-mail webhook only", () => {
    expect(bodyLimitFor("/api/webhooks/inbound-mail")).toMatchObject({ kind: "mail", maxBytes: 30 * 1024 * 1024, maxFileParts: 50 });
    expect(bodyLimitFor("/api/webhooks/inbound-mail/")).toMatchObject({ kind: "mail" });
    expect(bodyLimitFor("/api/webhooks/inbound-mail/other").kind).toBe("form");
  });

  it("names the image limit in its message", () => {
    expect(bodyTooLargeMessage(BODY_LIMITS.image)).toBe(
      "This form sent more than we accept: one image of at most 5 MB at a time (6 MB in all).",
    );
  });
});

describe("the image cards' limit on a streamed body", () => {
  it("lets one image at the 5 MB maximum through with its fields", () => {
    const body = multipart([
      { name: "intent", value: "add-image" },
      { name: "image", fileSize: MAX_IMAGE_BYTES },
    ]);
    expect(count(body)).toBeUndefined();
  });

  it("refuses a second file part, however small", () => {
    const body = multipart([
      { name: "intent", value: "add-image" },
      { name: "image", fileSize: 1000 },
      { name: "image", fileSize: 1000 },
    ]);
    const error = count(body);
    expect(error).toBeInstanceOf(AppError);
    expect([(error as AppError).status, (error as AppError).message]).toEqual([413, bodyTooLargeMessage(BODY_LIMITS.image)]);
  });

  it("refuses a body over 6 MB in all", () => {
    const error = count(multipart([{ name: "image", fileSize: 6 * MB }]));
    expect((error as AppError).code).toBe("payload_too_large");
  });

  it("refuses a flood of text parts", () => {
    const fields = Array.from({ length: 9 }, (_, index) => ({ name: `field${index}`, value: "x" }));
    expect((count(multipart(fields)) as AppError).code).toBe("payload_too_large");
    expect(count(multipart(fields.slice(0, 8)))).toBeUndefined();
  });
});

describe("the CSV import's limit", () => {
  it("gives the CSV import page its own limit, for document and data requests alike", () => {
    for (const path of ["/admin-dashboard/import/csv", "/admin-dashboard/import/csv.data"]) {
      expect(bodyLimitFor(path)).toEqual({ kind: "csv", maxBytes: 9 * MB, maxParts: 6, maxFileParts: 1 });
    }
    expect(bodyLimitFor("/admin-dashboard/import").kind).toBe("form");
  });

  it("lets an 8 MB file through with its fields, and refuses a second file or a larger body", () => {
    const file = (fileSize: number) => multipart([{ name: "intent", value: "preview" }, { name: "file", fileSize }]);
    expect(count(file(8 * MB), BODY_LIMITS.csv)).toBeUndefined();
    expect((count(file(9 * MB), BODY_LIMITS.csv) as AppError).message).toBe("This form sent more than we accept: one CSV file of at most 8 MB.");
    const twoFiles = multipart([{ name: "file", fileSize: 100 }, { name: "file", fileSize: 100 }]);
    expect((count(twoFiles, BODY_LIMITS.csv) as AppError).code).toBe("payload_too_large");
  });
});

describe("requestTooLargeMessage", () => {
  it("names the limits of forms, uploads and dashboard images", () => {
    expect(requestTooLargeMessage()).toBe(
      "What you sent is larger than we accept: forms up to 64 KB, photo uploads up to 40 MB in all and 11 files, and dashboard images one at a time up to 6 MB. Please send less and try again.",
    );
  });
});
