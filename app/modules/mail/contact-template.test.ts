import { describe, expect, it } from "vitest";
import { contactToSupportMessage, type ContactDetails } from "~/modules/mail/contact-template";

const contact: ContactDetails = {
  firstName: "Sana",
  lastName: "Mirza <i>",
  email: "sana@example.test",
  phone: "",
  subject: "Billing\r\nBcc: victim@example.test",
  message: "Line one\nLine two <script>alert(1)</script>",
};

describe("the contact form's mail to support", () => {
  it("goes to the support address, Reply-To the sender, with every detail and the whole message", () => {
    const mail = contactToSupportMessage({ supportEmail: "help@shaadi.example", contact, sentAt: new Date("2026-11-02T09:30:00Z") });
    expect(mail).toMatchObject({ to: "help@shaadi.example", replyTo: "sana@example.test" });
    for (const line of ["From: Sana Mirza <i>", "Email: sana@example.test", "Phone: not given", "Sent: 2026-11-02T09:30:00.000Z"]) {
      expect(mail.text).toContain(line);
    }
    expect(mail.text).toContain(`Message:\n${contact.message}\n`);
  });

  it("keeps the subject on one line and escapes markup in the HTML body", () => {
    const mail = contactToSupportMessage({ supportEmail: "help@shaadi.example", contact, sentAt: new Date() });
    expect(mail.subject).toBe("Contact form: Billing Bcc: victim@example.test – Shaadi Vendors UK");
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.html).toContain("Line one\nLine two &lt;script&gt;alert(1)&lt;/script&gt;");
    expect(mail.html).toContain("Mirza &lt;i&gt;");
    expect(mail.html).not.toContain("<script>");
  });
});
