// The kinds of marketing mail a couple can stop, one by one (docs/decisions/094-marketing-mail-consent.md). Each is
// also the template name of its mail and the segment of its unsubscribe address, `/unsubscribe/{kind}/{token}`.

export const MARKETING_KINDS = ["similar-vendors", "review-invitation"] as const;

export type MarketingKind = (typeof MARKETING_KINDS)[number];

/** How the unsubscribe page names each kind, after "Stop" and "…is turned off". */
export const MARKETING_KIND_NAMES: Record<MarketingKind, string> = {
  "similar-vendors": "suggestions of similar vendors",
  "review-invitation": "invitations to review vendors",
};

/** The kind a path segment names, or undefined for anything else. */
export function marketingKindOf(segment: string | undefined): MarketingKind | undefined {
  return MARKETING_KINDS.find((kind) => kind === segment);
}

/** The message of an unsubscribe link that is wrong, changed or signed with an old secret. */
export const OPT_OUT_NOT_FOUND = "This unsubscribe link is not valid. Use the Unsubscribe link of the latest email, or contact us and we will stop these emails for you.";
