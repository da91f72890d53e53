import { describe, expect, it } from "vitest";
import { listingLiveMessage } from "~/modules/mail/listing-live-template";

describe("the 'your listing is live' email", () => {
  const base = {
    to: "noor@example.test",
    listingUrl: "https://shaadi.example/vendor/42",
    dashboardUrl: "https://shaadi.example/vendor-dashboard",
    supportEmail: "help@shaadi.example",
  };

  it("names the business, links its public page in both bodies and points to the dashboard", () => {
    const mail = listingLiveMessage({ ...base, businessName: "Henna by Noor" });
    expect(mail.to).toBe("noor@example.test");
    expect(mail.subject).toBe("Your listing is live – Shaadi Vendors UK");
    expect(mail.text).toContain("Good news: Henna by Noor is now live on Shaadi Vendors UK.");
    expect(mail.text).toContain("\nhttps://shaadi.example/vendor/42\n");
    expect(mail.text).toContain("vendor dashboard: https://shaadi.example/vendor-dashboard");
    expect(mail.text).toContain("help@shaadi.example");
    expect(mail.html).toContain('href="https://shaadi.example/vendor/42"');
    expect(mail.html).toContain(">View your listing</a>");
    expect(mail.html).toContain('href="https://shaadi.example/vendor-dashboard"');
    expect(mail.html).toContain('href="mailto:help@shaadi.example"');
    expect(mail.html).toMatch(/^<!doctype html>\n<html lang="en-GB">/);
  });

  it("escapes the business name in HTML and keeps it on one line in the text", () => {
    const mail = listingLiveMessage({ ...base, businessName: `<img src=x onerror="alert(1)">\r\nMehndi & More` });
    expect(mail.html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt; Mehndi &amp; More");
    expect(mail.html).not.toContain("<img");
    expect(mail.text).toContain(`Good news: <img src=x onerror="alert(1)"> Mehndi & More is now live`);
    expect(mail.subject).not.toMatch(/[\r\n]/);
  });
});
