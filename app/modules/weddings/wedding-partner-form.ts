import { z } from "zod";

// 'Invite your partner' (docs/product/couples-tools.md#partner): an email, checked in the browser and the action,
// and the messages of the partner's forms. No database here.

export const PARTNER_MESSAGES = {
  email: "Please enter a valid email address.",
  ownAddress: "That is your own address: please enter your partner's.",
  full: "This wedding already has its two members.",
  alreadyInvited: "You have already invited someone: cancel that invitation to invite another address.",
  invitationGone: "This invitation is no longer waiting.",
  memberGone: "This person is no longer a member of your wedding.",
  unexpected: "Your change could not be saved. Please try again.",
  tooMany: (retryAfterSeconds: number) => {
    const hours = Math.max(1, Math.ceil(retryAfterSeconds / 3600));
    return `Too many invitations were sent. Please try again in ${hours} hour${hours === 1 ? "" : "s"}.`;
  },
} as const;

/** The invitation form: the partner's email, trimmed, at most 254 characters. */
export const partnerInvitationSchema = z.object({
  email: z.string().trim().min(1, PARTNER_MESSAGES.email).max(254, PARTNER_MESSAGES.email).pipe(z.email(PARTNER_MESSAGES.email)),
});
