import { describe, expect, it } from "vitest";
import { enquiryConfirmationMessage, enquiryToVendorMessage, formatEventDate, type EnquiryDetails } from "~/modules/mail/enquiry-templates";

const enquiry: EnquiryDetails = {
  name: "Amira <b>Khan</b>",
  email: "amira@example.test",
  phone: "",
  eventDate: "2027-06-12",
  eventType: "Nikah",
  guestCount: 2500,
  message: "Salaam!\nAre you free on our date? <script>alert(1)</script>",
};

describe("enquiry mails", () => {
  it("formats an event day as read in the UK", () => {
    expect(formatEventDate("2027-06-12")).toBe("Saturday 12 June 2027");
  });

  it("to the vendor: every detail, the message in the plain-text body, the conversation's link, markup escaped in HTML", () => {
    const mail = enquiryToVendorMessage({
      to: "studio@example.test",
      vendorName: "Henna & Co",
      enquiry,
      conversationUrl: "https://shaadi.example/vendor-dashboard/enquiries/41",
      supportEmail: "help@shaadi.example",
    });
    expect(mail).toMatchObject({ to: "studio@example.test", subject: "New enquiry from Amira <b>Khan</b> – Shaadi Vendors UK" });
    // Answers are written on the site (or to a reply address), never straight to the couple.
    expect(mail.replyTo).toBeUndefined();
    expect(mail.text).toContain("Answer Amira <b>Khan</b> in your vendor dashboard:");
    for (const line of [
      "Name: Amira <b>Khan</b>",
      "Email: amira@example.test",
      "Phone: not given",
      "Event date: Saturday 12 June 2027",
      "Event type: Nikah",
      "Guest count: 2,500",
      "https://shaadi.example/vendor-dashboard/enquiries/41",
    ]) {
      expect(mail.text).toContain(line);
    }
    expect(mail.text).toContain(`Message:\n${enquiry.message}\n`);
    expect(mail.html).toContain("Salaam!\nAre you free on our date? &lt;script&gt;alert(1)&lt;/script&gt;");
    expect(mail.html).toContain("Henna &amp; Co");
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).not.toContain("<b>Khan");
  });

  it("to the vendor with replies by mail set up: Reply-To the conversation's reply address", () => {
    const mail = enquiryToVendorMessage({
      to: "studio@example.test",
      vendorName: "Henna & Co",
      enquiry,
      conversationUrl: "https://shaadi.example/vendor-dashboard/enquiries/41",
      replyTo: "reply+abc@in.shaadi.example",
      supportEmail: "help@shaadi.example",
    });
    expect(mail.replyTo).toBe("reply+abc@in.shaadi.example");
    expect(mail.text).toContain("Reply to this email, or answer Amira <b>Khan</b> in your vendor dashboard:");
  });

  it("keeps a name on one line in the subject", () => {
    const mail = enquiryToVendorMessage({
      to: "v@example.test",
      vendorName: "V",
      enquiry: { ...enquiry, name: "Amira\r\nBcc: victim@example.test" },
      conversationUrl: "https://shaadi.example/x",
      supportEmail: "help@shaadi.example",
    });
    expect(mail.subject).toBe("New enquiry from Amira Bcc: victim@example.test – Shaadi Vendors UK");
  });

  it("to the couple: the vendor, the event and the conversation's private link, without repeating the message", () => {
    const mail = enquiryConfirmationMessage({
      to: "amira@example.test",
      vendorName: "Henna & Co",
      vendorUrl: "https://shaadi.example/vendor/7",
      enquiry,
      conversationUrl: "https://shaadi.example/messages/tok",
      supportEmail: "help@shaadi.example",
    });
    expect(mail.to).toBe("amira@example.test");
    expect(mail.replyTo).toBeUndefined();
    expect(mail.subject).toBe("Your enquiry to Henna & Co – Shaadi Vendors UK");
    expect(mail.text).toContain("Event date: Saturday 12 June 2027");
    expect(mail.text).toContain("replies and quotes will appear in your conversation");
    expect(mail.text).toContain("https://shaadi.example/messages/tok");
    expect(mail.html).toContain('href="https://shaadi.example/messages/tok"');
    expect(mail.text).toContain("https://shaadi.example/vendor/7");
    expect(mail.text).not.toContain("Salaam");
    expect(mail.html).not.toContain("Salaam");
    expect(mail.html).toContain("Hello Amira &lt;b&gt;Khan&lt;/b&gt;,");
  });
});
