import { Form } from "react-router";
import { FormField } from "~/components/form-field";
import { Icon } from "~/components/icon";
import type { PlannerFormFailure } from "~/components/planner/event-form";
import { FormErrorAlert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";

/** The wedding's members and invitations as the loader gives them (WeddingPartners of wedding-partners.server.ts). */
export type PlannerPartnersData = {
  members: { userId: string; email: string; you: boolean }[];
  invitations: { id: number; email: string }[];
  offers: { id: number; invitedBy: string | null }[];
};

const ROW = "flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-white p-4 ring-1 ring-brand-100";

/** A one-button form posting `intent` with one hidden id. */
function IdButton({ intent, name, value, label, children }: { intent: string; name: string; value: string | number; label: string; children: string }) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name={name} value={value} />
      <Button type="submit" variant="outline" size="sm" aria-label={label}>
        {children}
      </Button>
    </Form>
  );
}

/**
 * 'Your partner' (docs/product/couples-tools.md#partner): the wedding's members (either may remove the other), the
 * invitation waiting (with 'Cancel invitation'), invitations to the couple's own address they have not taken ('Join',
 * saying what happens to their own planner) and 'Invite your partner' while there is room.
 */
export function PlannerPartner({ partners, failure }: { partners: PlannerPartnersData; failure?: PlannerFormFailure }) {
  const canInvite = partners.members.length < 2 && partners.invitations.length === 0;
  const others = partners.members.filter((member) => !member.you);
  return (
    <section aria-labelledby="planner-partner" className="space-y-4">
      <h2 id="planner-partner" className="flex items-center gap-2 text-2xl font-bold">
        <Icon name="heart-handshake" className="size-5 text-brand-700" /> Your partner
      </h2>
      {failure && !canInvite ? <FormErrorAlert error={failure.formError} /> : null}
      {partners.offers.map((offer) => (
        <div key={offer.id} className="space-y-3 rounded-2xl bg-gold-100 p-4">
          <p className="text-ink">
            <strong className="break-all">{offer.invitedBy ?? "Someone"}</strong> invited you to plan their wedding with them. Joining replaces your own
            planner: its events, guests, budget and checklist are removed, unless your partner in it stays.
          </p>
          <Form method="post">
            <input type="hidden" name="intent" value="join-wedding" />
            <input type="hidden" name="invitationId" value={offer.id} />
            <Button type="submit">Join</Button>
          </Form>
        </div>
      ))}
      {others.length === 0 && partners.invitations.length === 0 ? (
        <p className="text-muted">Plan together: invite your partner and they see and change everything here, as you do.</p>
      ) : null}
      {others.length > 0 || partners.invitations.length > 0 ? (
        <ul aria-label="Members and invitations" className="space-y-3">
          {others.map((member) => (
            <li key={member.userId} className={ROW}>
              <p className="min-w-0 break-all text-ink">
                {member.email} <span className="text-sm text-muted">· plans with you</span>
              </p>
              <IdButton intent="remove-member" name="memberId" value={member.userId} label={`Remove ${member.email}`}>
                Remove
              </IdButton>
            </li>
          ))}
          {partners.invitations.map((invitation) => (
            <li key={invitation.id} className={ROW}>
              <p className="min-w-0 break-all text-ink">
                {invitation.email} <span className="text-sm text-muted">· invitation waiting</span>
              </p>
              <IdButton intent="cancel-invitation" name="invitationId" value={invitation.id} label={`Cancel the invitation to ${invitation.email}`}>
                Cancel invitation
              </IdButton>
            </li>
          ))}
        </ul>
      ) : null}
      {canInvite ? (
        <Form method="post" className="space-y-4 rounded-2xl bg-white p-5 ring-1 ring-brand-100" noValidate>
          <h3 className="text-lg font-bold text-brand-800">Invite your partner</h3>
          <input type="hidden" name="intent" value="invite-partner" />
          {failure ? <FormErrorAlert error={failure.formError} /> : null}
          <FormField id="partner-email" name="email" type="email" label="Your partner's email" autoComplete="off" defaultValue={failure?.values.email ?? ""} error={failure?.fieldErrors.email} required />
          <Button type="submit">Send invitation</Button>
        </Form>
      ) : null}
    </section>
  );
}
