import { describe, expect, it } from "vitest";
import { enquiryReminderMail, similarVendorsMail } from "~/modules/mail/follow-up-templates";

describe("enquiryReminderMail", () => {
  const input = {
    to: "noor@example.test",
    vendorName: "Henna by Noor",
    coupleName: "Amira\r\nBcc: victim@example.test <b>Khan</b>",
    eventType: "Walima",
    eventDay: "Saturday 12 September 2026",
    conversationUrl: "https://shaadi.example/vendor-dashboard/enquiries/42",
    supportEmail: "help@shaadi.example",
  };

  it("names the couple, the event and the portal link in both bodies", () => {
    const mail = enquiryReminderMail({ ...input, coupleName: "Amira Khan" });
    expect(mail).toMatchObject({ template: "enquiry-reminder", to: "noor@example.test", subject: "Amira Khan is waiting for your reply – Shaadi Vendors UK" });
    expect(mail.text).toContain("Amira Khan sent Henna by Noor an enquiry about their Walima on Saturday 12 September 2026 a day ago");
    expect(mail.text).toContain("https://shaadi.example/vendor-dashboard/enquiries/42");
    expect(mail.html).toContain('href="https://shaadi.example/vendor-dashboard/enquiries/42"');
  });

  it("keeps names out of the headers and escapes them in the HTML", () => {
    const mail = enquiryReminderMail(input);
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.html).not.toContain("<b>Khan</b>");
    expect(mail.html).toContain("&lt;b&gt;Khan&lt;/b&gt;");
  });
});

describe("similarVendorsMail", () => {
  const input = {
    to: "amira@example.test",
    coupleName: "Amira Khan",
    vendorName: "Henna by Noor",
    categoryName: "Mehndi Artists",
    vendors: [
      { name: "Mehndi <i>One</i>", location: "Leicester", url: "https://shaadi.example/vendor/7", replies: "Usually replies within 2 hours" },
      { name: "Mehndi Two", location: "Loughborough", url: "https://shaadi.example/vendor/9", replies: undefined },
    ],
    conversationUrl: "https://shaadi.example/messages/abc_DEF-123",
    unsubscribeUrl: "https://shaadi.example/unsubscribe/similar-vendors/key.mac",
    supportEmail: "help@shaadi.example",
  };

  it("lists each vendor with its page and the couple's conversation link", () => {
    const mail = similarVendorsMail(input);
    expect(mail).toMatchObject({ template: "similar-vendors", to: "amira@example.test", subject: "While you wait for Henna by Noor: other vendors to ask – Shaadi Vendors UK" });
    expect(mail.text).toContain("Henna by Noor has not replied to your enquiry yet.");
    expect(mail.text).toContain("Mehndi <i>One</i> – Leicester – Usually replies within 2 hours\nhttps://shaadi.example/vendor/7");
    expect(mail.text).toContain("Mehndi Two – Loughborough\nhttps://shaadi.example/vendor/9");
    expect(mail.text).toContain("https://shaadi.example/messages/abc_DEF-123");
    expect(mail.html).toContain('href="https://shaadi.example/vendor/7"');
    expect(mail.html).toContain("Mehndi &lt;i&gt;One&lt;/i&gt;");
    expect(mail.html).toContain('href="https://shaadi.example/messages/abc_DEF-123"');
  });

  it("speaks of one vendor in the singular", () => {
    const mail = similarVendorsMail({ ...input, vendors: input.vendors.slice(1) });
    expect(mail.subject).toBe("While you wait for Henna by Noor: another vendor to ask – Shaadi Vendors UK");
    expect(mail.text).toContain("here is another vendor nearby in Mehndi Artists who usually replies within 48 hours");
  });
});
