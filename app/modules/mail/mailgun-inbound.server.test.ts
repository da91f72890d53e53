import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { isMailgunSignatureValid, isMailgunTimestampFresh, readMailgunInbound, signMailgunPost } from "~/modules/mail/mailgun-inbound.server";

const KEY = "key-3ax6xnjp29jd6fds4gc373sgvjxteol0";

describe("Mailgun's signature", () => {
  it("is the hex HMAC-SHA256 of the timestamp and token with the signing key", () => {
    const expected = createHmac("sha256", KEY).update("1529006854" + "a8ce0edb2dd8301dee6c2405235584e45aa91d1e9f979f3de0").digest("hex");
    expect(signMailgunPost(KEY, "1529006854", "a8ce0edb2dd8301dee6c2405235584e45aa91d1e9f979f3de0")).toBe(expected);
  });

  it("accepts its own signature in either case and refuses any other", () => {
    const post = { timestamp: "1529006854", token: "a8ce0edb2dd8301dee6c2405235584e45aa91d1e9f979f3de0" };
    const signature = signMailgunPost(KEY, post.timestamp, post.token);
    expect(isMailgunSignatureValid(KEY, { ...post, signature })).toBe(true);
    expect(isMailgunSignatureValid(KEY, { ...post, signature: signature.toUpperCase() })).toBe(true);
    expect(isMailgunSignatureValid("another-key", { ...post, signature })).toBe(false);
    expect(isMailgunSignatureValid(KEY, { ...post, timestamp: "1529006855", signature })).toBe(false);
    expect(isMailgunSignatureValid(KEY, { ...post, signature: signature.slice(0, 62) })).toBe(false);
    expect(isMailgunSignatureValid(KEY, { ...post, signature: "" })).toBe(false);
    expect(isMailgunSignatureValid(KEY, { timestamp: "", token: "", signature: signMailgunPost(KEY, "", "") })).toBe(false);
  });
});

describe("Mailgun's timestamp", () => {
  const at = new Date("2026-06-01T12:00:00Z");
  const seconds = (offsetMs: number) => String(Math.floor((at.getTime() + offsetMs) / 1000));

  it("is fresh within 5 minutes of the clock either way", () => {
    expect(isMailgunTimestampFresh(seconds(0), at)).toBe(true);
    expect(isMailgunTimestampFresh(seconds(-300_000), at)).toBe(true);
    expect(isMailgunTimestampFresh(seconds(300_000), at)).toBe(true);
    expect(isMailgunTimestampFresh(seconds(-301_000), at)).toBe(false);
    expect(isMailgunTimestampFresh(seconds(301_000), at)).toBe(false);
  });

  it("is refused when it is not whole seconds", () => {
    for (const value of ["", "abc", "1.5e9", "-1", " 1780315200"]) expect(isMailgunTimestampFresh(value, at)).toBe(false);
  });
});

describe("reading a forwarded mail", () => {
  const form = (fields: Record<string, string>) => {
    const data = new FormData();
    for (const [name, value] of Object.entries(fields)) data.set(name, value);
    return data;
  };

  it("reads the fields the app uses, empty when missing", () => {
    expect(readMailgunInbound(form({ recipient: "reply+x@reply.example", "body-plain": "Hi", "Message-Id": "<1@x>" }))).toEqual({
      timestamp: "",
      token: "",
      signature: "",
      recipient: "reply+x@reply.example",
      sender: "",
      bodyPlain: "Hi",
      strippedText: "",
      messageId: "<1@x>",
      automatic: false,
    });
  });

  it.each([
    [[["Auto-Submitted", "auto-replied"]]],
    [[["auto-submitted", "auto-generated"]]],
    [[["X-Autoreply", "yes"]]],
    [[["Precedence", "bulk"]]],
    [[["Precedence", "auto_reply"]]],
  ])("marks a machine's answer as automatic: %j", (headers) => {
    expect(readMailgunInbound(form({ "message-headers": JSON.stringify(headers) })).automatic).toBe(true);
  });

  it("takes a person's mail as a person's, and reads headers posted as fields too", () => {
    expect(readMailgunInbound(form({ "message-headers": JSON.stringify([["Auto-Submitted", "no"], ["Precedence", "normal"]]) })).automatic).toBe(false);
    expect(readMailgunInbound(form({ "message-headers": "not json" })).automatic).toBe(false);
    expect(readMailgunInbound(form({ "auto-submitted": "auto-replied" })).automatic).toBe(true);
  });
});
