import { describe, expect, it } from "vitest";
import { MESSAGE_MAX_LENGTH } from "~/modules/conversations/conversation-rules";
import { removeConversationSecrets, replyTextOfMail, replyTokenOf } from "~/modules/conversations/replies-by-mail.server";

const TOKEN = "AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_AbCdE";

describe("the text of a reply by mail", () => {
  it("leaves out a quoted mail after an 'On … wrote:' line, a signature and 'Sent from my iPhone'", () => {
    const mail = "Thanks, Saturday works.\r\n\r\nSent from my iPhone\r\n\r\nOn 1 Jun 2026, at 12:00, Mehndi Studio wrote:\r\n\r\n> We are free.\r\n";
    expect(replyTextOfMail(mail)).toBe("Thanks, Saturday works.");
    expect(replyTextOfMail("Yes please.\n\n-- \nAsha\n07700 900123")).toBe("Yes please.");
  });

  it("leaves out an Outlook-style original message", () => {
    const mail = "That works.\n\n________________________________\nFrom: Shaadi Vendors UK <no-reply@shaadi.example>\nSent: 01 June 2026 12:00\nTo: Asha\nSubject: New message\n\nHello,";
    expect(replyTextOfMail(mail)).toBe("That works.");
  });

  it("is empty when the mail only quotes", () => {
    expect(replyTextOfMail("> We are free.\n> See you")).toBe("");
    expect(replyTextOfMail("   \n\n")).toBe("");
  });

  it("keeps at most 5,000 characters, never half a character", () => {
    expect(replyTextOfMail("a".repeat(20_000))).toHaveLength(MESSAGE_MAX_LENGTH);
    const emoji = `${"a".repeat(MESSAGE_MAX_LENGTH - 1)}😊 more`;
    expect(replyTextOfMail(emoji)).toBe("a".repeat(MESSAGE_MAX_LENGTH - 1));
  });

  it("removes conversation links and reply addresses, whatever the stripping missed", () => {
    expect(removeConversationSecrets(`See https://shaadi.example/messages/${TOKEN} or /messages/${TOKEN}.`)).toBe(
      "See [link removed] or /messages/[link removed].",
    );
    expect(removeConversationSecrets(`Write to <Reply+${TOKEN}@reply.shaadi.example>.`)).toBe("Write to <[address removed]>.");
    expect(removeConversationSecrets("reply+short@x.example and /messages/ are kept")).toBe("reply+short@x.example and /messages/ are kept");
  });
});

describe("the token of a reply address", () => {
  it("is read from reply+{token}@{domain}, the domain without case", () => {
    expect(replyTokenOf(`reply+${TOKEN}@reply.shaadi.example`, "reply.shaadi.example")).toBe(TOKEN);
    expect(replyTokenOf(` <reply+${TOKEN}@Reply.Shaadi.Example> `, "reply.shaadi.example")).toBe(TOKEN);
  });

  it("is undefined for another domain or another local part", () => {
    expect(replyTokenOf(`reply+${TOKEN}@shaadi.example`, "reply.shaadi.example")).toBeUndefined();
    expect(replyTokenOf(`reply+${TOKEN}@reply.shaadi.example.evil.example`, "reply.shaadi.example")).toBeUndefined();
    expect(replyTokenOf(`hello@reply.shaadi.example`, "reply.shaadi.example")).toBeUndefined();
    expect(replyTokenOf("reply+", "reply.shaadi.example")).toBeUndefined();
  });
});
