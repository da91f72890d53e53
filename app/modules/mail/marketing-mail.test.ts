import { describe, expect, it } from "vitest";
import { accountDeletionMessage } from "~/modules/erasure/account-deletion-mail";
import { contactToSupportMessage } from "~/modules/mail/contact-template";
import { conversationMessageMail } from "~/modules/mail/conversation-templates";
import { enquiryConfirmationMessage, enquiryToVendorMessage, type EnquiryDetails } from "~/modules/mail/enquiry-templates";
import { enquiryReminderMail, similarVendorsMail } from "~/modules/mail/follow-up-templates";
import { listingLiveMessage } from "~/modules/mail/listing-live-template";
import type { MailMessage, MailTemplate } from "~/modules/mail/mail-message";
import { MARKETING_TEMPLATES } from "~/modules/mail/marketing-mail";
import { monthlySummaryMessage } from "~/modules/mail/monthly-summary-template";
import { reviewInvitationMessage } from "~/modules/mail/review-invitation-template";
import {
  confirmAccountMessage,
  coupleSignInMessage,
  guestRsvpMessage,
  listingReceivedMessage,
  partnerInvitationMessage,
  verifyEmailMessage,
} from "~/modules/mail/templates";
import { guestListWarningMessage } from "~/modules/retention/guest-list-warning-template";

// docs/decisions/094-marketing-mail-consent.md: every marketing mail carries a one-click unsubscribe (RFC 8058
// headers) and a visible Unsubscribe link; no transactional mail carries either. The record below has to name
// every template, so a new one cannot be added without being classified here.

const to = "asha@example.test";
const supportEmail = "help@shaadi.example";
const url = "https://shaadi.example/link/abc";
const unsubscribeUrl = "https://shaadi.example/unsubscribe/some-kind/key.mac";
const enquiry: EnquiryDetails = { name: "Asha", email: to, phone: "", eventDate: "2027-06-12", eventType: "Nikah", guestCount: 200, message: "Are you free?" };

const EVERY_TEMPLATE: Record<MailTemplate, () => MailMessage> = {
  "verify-email": () => verifyEmailMessage({ to, url, supportEmail }),
  "listing-received": () => listingReceivedMessage({ to, businessName: "Henna by Noor", supportEmail }),
  "confirm-account": () => confirmAccountMessage({ to, url, supportEmail }),
  "enquiry-to-vendor": () => enquiryToVendorMessage({ to, vendorName: "Henna by Noor", enquiry, conversationUrl: url, supportEmail }),
  "enquiry-confirmation": () => enquiryConfirmationMessage({ to, vendorName: "Henna by Noor", vendorUrl: url, enquiry, conversationUrl: url, supportEmail }),
  "contact-to-support": () =>
    contactToSupportMessage({ supportEmail, contact: { firstName: "Asha", lastName: "K", email: to, phone: "", subject: "Hello", message: "Hi" }, sentAt: new Date("2026-11-02T09:30:00Z") }),
  "listing-live": () => listingLiveMessage({ to, businessName: "Henna by Noor", listingUrl: url, dashboardUrl: url, supportEmail }),
  "review-invitation": () => reviewInvitationMessage({ to, coupleName: "Asha", vendorName: "Henna by Noor", eventDay: "Saturday 12 June 2027", reviewUrl: url, unsubscribeUrl, supportEmail }),
  "conversation-message": () => conversationMessageMail({ to, from: "Henna by Noor", messages: [{ text: "Hello" }], conversationUrl: url, supportEmail }),
  "enquiry-reminder": () =>
    enquiryReminderMail({ to, vendorName: "Henna by Noor", coupleName: "Asha", eventType: "Nikah", eventDay: "Saturday 12 June 2027", conversationUrl: url, supportEmail }),
  "similar-vendors": () =>
    similarVendorsMail({
      to,
      coupleName: "Asha",
      vendorName: "Henna by Noor",
      categoryName: "Mehndi Artists",
      vendors: [{ name: "Mehndi Two", location: "Leicester", url, replies: undefined }],
      conversationUrl: url,
      unsubscribeUrl,
      supportEmail,
    }),
  "couple-sign-in": () => coupleSignInMessage({ to, url, supportEmail }),
  "wedding-partner-invitation": () => partnerInvitationMessage({ to, invitedBy: "Asha", url, supportEmail }),
  "guest-rsvp": () => guestRsvpMessage({ to, householdName: "The Khans", url, supportEmail }),
  "monthly-summary": () =>
    monthlySummaryMessage({ to, vendorName: "Henna by Noor", month: "October 2026", lines: [{ label: "Views", value: "12" }], sentence: null, performanceUrl: url, unsubscribeUrl, supportEmail }),
  "account-deletion": () => accountDeletionMessage({ to, eraseAfter: new Date("2026-12-29T00:00:00Z"), signInUrl: url, supportEmail }),
  "guest-list-deletion": () => guestListWarningMessage({ to, deletionDay: "Tuesday 29 December 2026", publicUrl: "https://shaadi.example", supportEmail }),
};

const templates = Object.entries(EVERY_TEMPLATE) as [MailTemplate, () => MailMessage][];

describe("marketing and transactional mails", () => {
  it("names the similar vendors and the review invitation among the marketing mails", () => {
    expect(MARKETING_TEMPLATES).toEqual(expect.arrayContaining(["similar-vendors", "review-invitation"]));
  });

  it.each(templates.filter(([template]) => MARKETING_TEMPLATES.includes(template)))("%s carries the one-click unsubscribe headers and a visible link", (template, make) => {
    const mail = make();
    expect(mail.template).toBe(template);
    expect(mail.headers).toEqual({ "List-Unsubscribe": `<${unsubscribeUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" });
    expect(mail.text).toContain(unsubscribeUrl);
    expect(mail.html).toContain(`href="${unsubscribeUrl}"`);
  });

  it.each(templates.filter(([template]) => !MARKETING_TEMPLATES.includes(template)))("%s is transactional: no unsubscribe headers", (template, make) => {
    const mail = make();
    expect(mail.template).toBe(template);
    expect(mail.headers?.["List-Unsubscribe"]).toBeUndefined();
    expect(mail.headers?.["List-Unsubscribe-Post"]).toBeUndefined();
    expect(mail.text).not.toContain("/unsubscribe/");
  });

  it("shows the couples' marketing mails' link as 'Unsubscribe'", () => {
    for (const template of ["similar-vendors", "review-invitation"] as const) {
      const mail = EVERY_TEMPLATE[template]();
      expect(mail.text, template).toContain(`Unsubscribe: ${unsubscribeUrl}`);
      expect(mail.html, template).toMatch(new RegExp(`<a href="${unsubscribeUrl.replace(/[.]/g, "\\.")}"[^>]*>Unsubscribe</a>`));
    }
  });
});
