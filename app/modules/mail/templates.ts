import type { MailMessage, MailTemplate } from "~/modules/mail/mail-message";

// The emails of the vendor journey (docs/product/vendor-journey-and-portal.md#emails), in British English, each as plain text and HTML with the same content.

const SITE_NAME = "Shaadi Vendors UK";

/** Escapes text for HTML element content and double-quoted attributes. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

/** A small, table-free HTML document with inline styles (mail clients ignore style sheets). */
export function layout(title: string, body: string, supportEmail: string): string {
  const support = escapeHtml(supportEmail);
  return [
    "<!doctype html>",
    '<html lang="en-GB"><head><meta charset="utf-8">',
    `<title>${escapeHtml(title)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#fdf9f4;color:#2a1d22;font-family:Arial,Helvetica,sans-serif;line-height:1.5">',
    '<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">',
    `<p style="margin:0 0 16px;font-size:20px;font-weight:bold;color:#7d1c3b">${SITE_NAME}</p>`,
    body,
    `<p style="margin:24px 0 0;font-size:13px;color:#5e4f55">Questions? Contact us at <a href="mailto:${support}" style="color:#7d1c3b">${support}</a>.</p>`,
    "</div></body></html>",
  ].join("\n");
}

/** One paragraph of a mail's HTML, spaced as every template spaces them. Input: HTML already escaped. */
export const paragraph = (html: string) => `<p style="margin:0 0 16px">${html}</p>`;

/** One line, for subjects: whitespace (newlines included) collapsed, so text a person typed can never add a header. */
export const oneLine = (value: string) => value.replace(/\s+/g, " ").trim();

/** A mail's call to action: a link drawn as a button, in its own paragraph. Input: the URL and label, unescaped. */
export const button = (url: string, label: string) =>
  paragraph(`<a href="${escapeHtml(url)}" style="display:inline-block;background:#7d1c3b;color:#ffffff;padding:12px 20px;border-radius:999px;text-decoration:none;font-weight:bold">${escapeHtml(label)}</a>`);

/**
 * A mail whose point is one link: a greeting, `intro` (ending "…by opening this link:" in text, "…:" before the
 * button in HTML), the link as a button and in full, then the `notes`, in plain text and HTML alike.
 */
function linkMessage(message: {
  template: MailTemplate;
  to: string;
  subject: string;
  intro: { text: string; html: string };
  url: string;
  button: string;
  notes: readonly string[];
  supportEmail: string;
}): MailMessage {
  const { template, to, subject, url, notes, supportEmail } = message;
  const text = ["Hello,", "", message.intro.text, "", url, "", ...notes.flatMap((note) => [note, ""]), `Questions? Contact us at ${supportEmail}.`, "", SITE_NAME].join(
    "\n",
  );
  const link = escapeHtml(url);
  const html = layout(
    subject,
    [
      paragraph("Hello,"),
      paragraph(message.intro.html),
      button(url, message.button),
      paragraph(`Or open this link: <a href="${link}" style="color:#7d1c3b;word-break:break-all">${link}</a>`),
      ...notes.map((note) => paragraph(escapeHtml(note))),
    ].join("\n"),
    supportEmail,
  );
  return { template, to, subject, text, html };
}

/**
 * "Verify your email": the link from better-auth, valid for 24 hours (docs/product/vendor-journey-and-portal.md#email-verification).
 * Input: recipient, the verification URL, the support address. Output: a {@link MailMessage}.
 */
export function verifyEmailMessage({ to, url, supportEmail }: { to: string; url: string; supportEmail: string }): MailMessage {
  return linkMessage({
    template: "verify-email",
    to,
    subject: `Verify your email address – ${SITE_NAME}`,
    intro: {
      text: `Thank you for listing your business with ${SITE_NAME}. Please confirm your email address by opening this link:`,
      html: `Thank you for listing your business with ${SITE_NAME}. Please confirm your email address:`,
    },
    url,
    button: "Verify my email",
    notes: [
      "The link is valid for 24 hours. If it has expired, you can request a new one from your vendor dashboard.",
      "If you did not create an account with us, you can ignore this email.",
    ],
    supportEmail,
  });
}

/**
 * "Listing received": the listing is under review, which takes 1–2 business days (docs/product/vendor-journey-and-portal.md#emails).
 * Input: recipient, business name, support address. Output: a {@link MailMessage}.
 */
export function listingReceivedMessage({
  to,
  businessName,
  supportEmail,
}: {
  to: string;
  businessName: string;
  supportEmail: string;
}): MailMessage {
  const subject = `We have received your listing – ${SITE_NAME}`;
  const text = [
    "Hello,",
    "",
    `Thank you for submitting ${businessName} to ${SITE_NAME}.`,
    "",
    "Our team will now review your listing. This usually takes 1–2 business days. We will email you as soon as it goes live.",
    "",
    "If you have not verified your email address yet, please use the link in our other email.",
    "",
    `Questions? Contact us at ${supportEmail}.`,
    "",
    SITE_NAME,
  ].join("\n");
  const html = layout(
    subject,
    [
      paragraph("Hello,"),
      paragraph(`Thank you for submitting <strong>${escapeHtml(businessName)}</strong> to ${SITE_NAME}.`),
      paragraph(
        "Our team will now review your listing. This usually takes 1–2 business days. We will email you as soon as it goes live.",
      ),
      paragraph("If you have not verified your email address yet, please use the link in our other email."),
    ].join("\n"),
    supportEmail,
  );
  return { template: "listing-received", to, subject, text, html };
}

/**
 * "Confirm your email to create your account": the single-use link of account creation after payment, valid
 * for 24 hours (docs/decisions/012-accounts-only-through-paid-checkout.md). The same mail goes to
 * every address, whether or not it already has an account; the page behind the link tells the owner.
 * Input: recipient, the confirmation URL, the support address. Output: a {@link MailMessage}.
 */
export function confirmAccountMessage({ to, url, supportEmail }: { to: string; url: string; supportEmail: string }): MailMessage {
  return linkMessage({
    template: "confirm-account",
    to,
    subject: `Confirm your email to create your account – ${SITE_NAME}`,
    intro: {
      text: `Thank you for your payment. To create your ${SITE_NAME} account with this email address, please open this link:`,
      html: `Thank you for your payment. To create your ${SITE_NAME} account with this email address, please confirm it:`,
    },
    url,
    button: "Confirm my email",
    notes: [
      "The link works once and is valid for 24 hours.",
      "If you did not ask for an account, you can ignore this email: nothing changes without the link.",
    ],
    supportEmail,
  });
}

/**
 * "Your sign-in link": a couple's link to their planner, single-use and valid for 15 minutes
 * (docs/product/couples-tools.md#couple-accounts). The same mail whether or not the address has an account yet: the
 * first link makes it. Input: recipient, the link, the support address. Output: a {@link MailMessage}.
 */
export function coupleSignInMessage({ to, url, supportEmail }: { to: string; url: string; supportEmail: string }): MailMessage {
  return linkMessage({
    template: "couple-sign-in",
    to,
    subject: `Your sign-in link – ${SITE_NAME}`,
    intro: {
      text: `To sign in to your wedding planner on ${SITE_NAME}, please open this link:`,
      html: `To sign in to your wedding planner on ${SITE_NAME}, please use this link:`,
    },
    url,
    button: "Sign in to my planner",
    notes: [
      "The link works once and is valid for 15 minutes.",
      "If you did not ask to sign in, you can ignore this email: nothing changes without the link.",
    ],
    supportEmail,
  });
}

/**
 * "… invited you to plan your wedding": a couple's invitation to their partner to share their planner
 * (docs/product/couples-tools.md#partner). It names who invited them and links to /planner, where signing in with
 * this address joins the wedding. Input: recipient, the inviter's email, the planner's address, the support address.
 * Output: a {@link MailMessage}.
 */
export function partnerInvitationMessage({ to, invitedBy, url, supportEmail }: { to: string; invitedBy: string; url: string; supportEmail: string }): MailMessage {
  return linkMessage({
    template: "wedding-partner-invitation",
    to,
    subject: `${invitedBy} invited you to plan your wedding – ${SITE_NAME}`,
    intro: {
      text: `${invitedBy} invited you to plan your wedding together on ${SITE_NAME}: your events, guests, budget and checklist, shared. To join, open your planner and sign in with this email address:`,
      html: `${escapeHtml(invitedBy)} invited you to plan your wedding together on ${SITE_NAME}: your events, guests, budget and checklist, shared. To join, open your planner and sign in with this email address:`,
    },
    url,
    button: "Open the wedding planner",
    notes: ["If you were not expecting this invitation, you can ignore this email: nothing changes unless you sign in."],
    supportEmail,
  });
}

/**
 * "Please reply to our invitation": a household's private RSVP link (docs/product/couples-tools.md#guest-list-and-rsvp).
 * The couple's names are not known to the site, so the mail speaks of "the couple" and the household by the name
 * the couple gave it. Input: recipient, the household's name, the link, the support address. Output: a {@link MailMessage}.
 */
export function guestRsvpMessage({ to, householdName, url, supportEmail }: { to: string; householdName: string; url: string; supportEmail: string }): MailMessage {
  return linkMessage({
    template: "guest-rsvp",
    to,
    subject: `Please reply to the wedding invitation – ${SITE_NAME}`,
    intro: {
      text: `You are invited to a wedding planned on ${SITE_NAME}, and the couple would love to know who of ${householdName.replace(/\s+/g, " ").trim()} is coming to each event. Please answer through this link:`,
      html: `You are invited to a wedding planned on ${SITE_NAME}, and the couple would love to know who of ${escapeHtml(householdName)} is coming to each event. Please answer here:`,
    },
    url,
    button: "Reply to the invitation",
    notes: [
      "The link is private to your household and needs no account. You can change your answers until the couple's RSVP date.",
      "If you were not expecting this invitation, you can ignore this email.",
    ],
    supportEmail,
  });
}
