import type { MailMessage } from "~/modules/mail/mail-message";
import { oneClickUnsubscribeHeaders, unsubscribeFooter } from "~/modules/mail/marketing-mail";
import { button, escapeHtml, layout, oneLine, paragraph } from "~/modules/mail/templates";

// The two mails that follow an unanswered enquiry (docs/product/couples-tools.md#response-times): a reminder to the
// vendor after a day, and a few similar vendors for the couple after two. The module that sends them decides who
// gets them and which vendors are named; these only say it. British English; both bodies carry the same content.

const SITE_NAME = "Shaadi Vendors UK";

/**
 * "{couple} is waiting for your reply" to the vendor, a day after an enquiry it has not answered: who asked, for
 * which event and day, and the link to the conversation in the portal. Input: recipient, the vendor's and couple's
 * names, the event type and its day in words ("Saturday 12 June 2027"), the portal URL, the support address.
 * Output: a {@link MailMessage} with template `enquiry-reminder`.
 */
export function enquiryReminderMail(input: {
  to: string;
  vendorName: string;
  coupleName: string;
  eventType: string;
  eventDay: string;
  conversationUrl: string;
  supportEmail: string;
}): MailMessage {
  const couple = oneLine(input.coupleName);
  const subject = `${couple} is waiting for your reply – ${SITE_NAME}`;
  const asked = `${couple} sent ${oneLine(input.vendorName)} an enquiry about their ${input.eventType} on ${input.eventDay} a day ago, and has not had a reply yet.`;
  const why = "Couples often book the first vendors who answer, and your usual reply time is shown on your listing.";
  const text = [
    "Hello,",
    "",
    asked,
    why,
    "",
    "Answer them in your vendor dashboard:",
    input.conversationUrl,
    "",
    `Questions? Contact us at ${input.supportEmail}.`,
    "",
    SITE_NAME,
  ].join("\n");
  const html = layout(
    subject,
    [paragraph("Hello,"), paragraph(escapeHtml(asked)), paragraph(escapeHtml(why)), button(input.conversationUrl, "Answer the enquiry")].join("\n"),
    input.supportEmail,
  );
  return { template: "enquiry-reminder", to: input.to, subject, text, html };
}

/** A vendor the couple could also ask: its page, where it is, and how fast it usually replies (when known). */
export type SuggestedVendor = { name: string; location: string; url: string; replies: string | undefined };

/**
 * "While you wait for {vendor}" to the couple, two days after an enquiry the vendor has not answered: up to three
 * similar vendors nearby that usually reply, each with its page, and the couple's own conversation link (the
 * enquiry stays open). Input: recipient, the couple's name, the vendor enquired, the category's name, the vendors
 * (at least one), the conversation's private URL, the absolute unsubscribe URL, the support address. Output: a
 * {@link MailMessage} with template `similar-vendors`; a marketing mail (decision 094), so with a visible Unsubscribe
 * link and the one-click unsubscribe headers.
 */
export function similarVendorsMail(input: {
  to: string;
  coupleName: string;
  vendorName: string;
  categoryName: string;
  vendors: readonly SuggestedVendor[];
  conversationUrl: string;
  unsubscribeUrl: string;
  supportEmail: string;
}): MailMessage {
  const footer = unsubscribeFooter("You get these suggestions because you sent an enquiry through our site.", input.unsubscribeUrl);
  const vendorName = oneLine(input.vendorName);
  const subject = `While you wait for ${vendorName}: ${input.vendors.length === 1 ? "another vendor" : "other vendors"} to ask – ${SITE_NAME}`;
  const waiting = `${vendorName} has not replied to your enquiry yet. It is still open, and we will email you as soon as they answer.`;
  const one = input.vendors.length === 1;
  const others = `Meanwhile, ${one ? "here is another vendor" : "here are other vendors"} nearby in ${oneLine(input.categoryName)} who usually ${one ? "replies" : "reply"} within 48 hours:`;
  const line = (vendor: SuggestedVendor) => [vendor.name, vendor.location, vendor.replies].filter(Boolean).join(" – ");
  const text = [
    `Hello ${input.coupleName},`,
    "",
    waiting,
    "",
    others,
    "",
    ...input.vendors.flatMap((vendor) => [line(vendor), vendor.url, ""]),
    "Your conversation (keep this link private):",
    input.conversationUrl,
    "",
    ...footer.text,
    "",
    `Questions? Contact us at ${input.supportEmail}.`,
    "",
    SITE_NAME,
  ].join("\n");
  const list = `<ul style="margin:0 0 16px;padding-left:20px">${input.vendors
    .map(
      (vendor) =>
        `<li style="margin:0 0 8px"><a href="${escapeHtml(vendor.url)}" style="color:#7d1c3b;font-weight:bold">${escapeHtml(vendor.name)}</a>` +
        [vendor.location, vendor.replies].filter(Boolean).map((part) => `<br>${escapeHtml(part!)}`).join("") +
        "</li>",
    )
    .join("")}</ul>`;
  const html = layout(
    subject,
    [
      paragraph(`Hello ${escapeHtml(input.coupleName)},`),
      paragraph(escapeHtml(waiting)),
      paragraph(escapeHtml(others)),
      list,
      paragraph("Your conversation stays open (keep this link private):"),
      button(input.conversationUrl, "Open your conversation"),
      footer.html,
    ].join("\n"),
    input.supportEmail,
  );
  return { template: "similar-vendors", to: input.to, subject, text, html, headers: oneClickUnsubscribeHeaders(input.unsubscribeUrl) };
}
