import { describe, expect, it } from "vitest";
import { reviewInvitationMessage } from "~/modules/mail/review-invitation-template";

const input = {
  to: "aisha@example.test",
  coupleName: "Aisha <b>Khan</b>",
  vendorName: "Noor\r\nBcc: victim@example.test <script>",
  eventDay: "Saturday 15 August 2026",
  reviewUrl: "https://shaadi.example/review/abc_DEF-123",
  unsubscribeUrl: "https://shaadi.example/unsubscribe/review-invitation/key.mac",
  supportEmail: "help@shaadi.example",
};

describe("reviewInvitationMessage", () => {
  it("carries the link, the event day and the vendor in both bodies", () => {
    const mail = reviewInvitationMessage(input);
    expect(mail.to).toBe("aisha@example.test");
    expect(mail.text).toContain("https://shaadi.example/review/abc_DEF-123");
    expect(mail.text).toContain("for your event on Saturday 15 August 2026");
    expect(mail.text).toContain("The link works once and needs no account.");
    expect(mail.html).toContain('href="https://shaadi.example/review/abc_DEF-123"');
  });

  it("keeps names out of the headers and escapes them in the HTML", () => {
    const mail = reviewInvitationMessage(input);
    expect(mail.subject).toBe("How was Noor Bcc: victim@example.test <script>? Share your review – Shaadi Vendors UK");
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).not.toContain("<b>Khan</b>");
    expect(mail.html).toContain("Aisha &lt;b&gt;Khan&lt;/b&gt;");
  });
});
