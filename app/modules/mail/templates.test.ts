import { describe, expect, it } from "vitest";
import { coupleSignInMessage, escapeHtml, listingReceivedMessage, verifyEmailMessage } from "~/modules/mail/templates";

describe("mail templates", () => {
  const url = "https://shaadivendors.example/api/auth/verify-email?token=a.b.c&callbackURL=%2Femail-verified";

  it("verify your email: the link in both bodies, valid for 24 hours, with the support address", () => {
    const mail = verifyEmailMessage({ to: "asha@example.test", url, supportEmail: "help@shaadivendors.example" });
    expect(mail.to).toBe("asha@example.test");
    expect(mail.subject).toBe("Verify your email address – Shaadi Vendors UK");
    expect(mail.text).toContain(`\n${url}\n`);
    expect(mail.text).toContain("The link is valid for 24 hours.");
    expect(mail.text).toContain("help@shaadivendors.example");
    expect(mail.html).toContain(`href="${url.replace("&", "&amp;")}"`);
    expect(mail.html).toContain("valid for 24 hours");
    expect(mail.html).toContain('href="mailto:help@shaadivendors.example"');
    expect(mail.html).toMatch(/^<!doctype html>\n<html lang="en-GB">/);
  });

  it("listing received: review takes 1–2 business days, and the business name is escaped in HTML", () => {
    const mail = listingReceivedMessage({
      to: "owner@example.test",
      businessName: `<script>alert("x")</script> Mehndi & More`,
      supportEmail: "help@shaadivendors.example",
    });
    expect(mail.subject).toBe("We have received your listing – Shaadi Vendors UK");
    expect(mail.text).toContain(`Thank you for submitting <script>alert("x")</script> Mehndi & More`);
    expect(mail.text).toContain("usually takes 1–2 business days");
    expect(mail.html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; Mehndi &amp; More");
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).toContain("1–2 business days");
  });

  it("a couple's sign-in link: the planner's link in both bodies, once and for 15 minutes, harmless to ignore", () => {
    const link = "https://shaadivendors.example/planner/sign-in?token=abcDEF";
    const mail = coupleSignInMessage({ to: "amira@example.test", url: link, supportEmail: "help@shaadivendors.example" });
    expect(mail).toMatchObject({ template: "couple-sign-in", to: "amira@example.test", subject: "Your sign-in link – Shaadi Vendors UK" });
    expect(mail.text).toContain(`\n${link}\n`);
    expect(mail.text).toContain("The link works once and is valid for 15 minutes.");
    expect(mail.text).toContain("If you did not ask to sign in, you can ignore this email");
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.html).toContain("Sign in to my planner");
  });

  it("escapes every character that matters in HTML", () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe("&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;");
  });
});
