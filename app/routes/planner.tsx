import { data, redirect } from "react-router";
import type { Route } from "./+types/planner";
import { FormCard } from "~/components/form-card";
import { Icon } from "~/components/icon";
import { CouplePlanner } from "~/components/planner/couple-planner";
import type { PlannerFormFailure } from "~/components/planner/event-form";
import { PlannerSignInForm, type PlannerSignInResult } from "~/components/planner/planner-sign-in-form";
import { getConfig } from "~/config.server";
import { getDatabase } from "~/db/client.server";
import { getAuth } from "~/modules/accounts/auth.server";
import { signOut } from "~/modules/accounts/sign-in.server";
import { getSignedInCouple, requireCouple, requirePlannerCouple } from "~/modules/couples/couple-access.server";
import { parseConversationId } from "~/modules/conversations/conversation-rules";
import { claimConversations, coupleConversationPath } from "~/modules/couples/couple-conversations.server";
import { plannerOf } from "~/modules/couples/planner.server";
import { PLANNER_MESSAGES, plannerSignInSchema } from "~/modules/couples/planner-sign-in-form";
import { requestSignInLink } from "~/modules/couples/request-sign-in-link.server";
import { AppError } from "~/modules/errors/app-error";
import { clientIp } from "~/modules/http/client-ip.server";
import { textField } from "~/modules/http/form-errors";
import { formFailure, invalidForm } from "~/modules/http/route-errors.server";
import { forwardHeaders } from "~/modules/http/route-headers";
import { requireSameOrigin } from "~/modules/http/same-origin.server";
import { clearShortlistCookie } from "~/modules/shortlist/shortlist-cookie.server";
import { EVENT_MESSAGES, parsePlannerId, weddingEventFormValues, weddingEventSchema } from "~/modules/weddings/wedding-event-form";
import { addWeddingEvent, removeWeddingEvent, updateWeddingEvent } from "~/modules/weddings/wedding-events.server";
import { PARTNER_MESSAGES, partnerInvitationSchema } from "~/modules/weddings/wedding-partner-form";
import { cancelWeddingInvitation, inviteWeddingPartner, joinWedding, removeWeddingMember } from "~/modules/weddings/wedding-partners.server";
import { sendMail } from "~/modules/mail/send-mail.server";

// A couple's wedding planner (docs/product/couples-tools.md#couple-accounts; decision 081): the sign-in form to a
// visitor, the planner to a signed-in couple. A vendor's or an admin's session is sent to its own home.

export function meta() {
  return [{ title: "Plan your wedding | Shaadi Vendors UK" }, { name: "robots", content: "noindex" }];
}

// A refused request answers 429 with Retry-After; every answer is personal (no-store).
export const headers = forwardHeaders;

const NO_STORE = { "Cache-Control": "no-store" };

/** The planner of the session's couple, or the visitor's form (with `?link=expired` after a spent link). */
export async function loader({ request }: Route.LoaderArgs) {
  const couple = await getSignedInCouple(request);
  if (!couple) {
    const linkError = new URL(request.url).searchParams.get("link") === "expired" ? PLANNER_MESSAGES.linkExpired : null;
    return data({ couple: null, linkError }, { headers: NO_STORE });
  }
  // Enquiries sent from the account's email since sign-in (a quote request from this planner) join it first.
  await claimConversations(getDatabase(), couple.id, couple.email);
  const planner = await plannerOf(getDatabase(), couple.id);
  return data({ couple: { email: couple.email, ...planner }, linkError: null }, { headers: NO_STORE });
}

const EVENT_INTENTS = new Set(["add-event", "update-event", "remove-event"]);

/**
 * The event intents (docs/product/couples-tools.md#events): 'add-event' adds one, 'update-event' and 'remove-event'
 * change one of the couple's own (`eventId`; any other id is a 404, changing nothing). A refused form answers its
 * values as typed with `form` naming it ('add-event' or 'event-<id>'), so that form alone shows the messages.
 */
async function eventAction(request: Request, form: FormData, intent: string, keep: (values: Record<string, string>) => void) {
  const couple = await requirePlannerCouple(request);
  const eventId = intent === "add-event" ? undefined : parsePlannerId(textField(form, "eventId"));
  if (intent !== "add-event" && eventId === undefined) throw new AppError("not_found", EVENT_MESSAGES.notFound);
  if (intent === "remove-event") {
    keep({ form: `event-${eventId}` });
    await removeWeddingEvent(getDatabase(), couple.id, eventId!);
    return redirect("/planner#planner-events", 303);
  }
  const values = weddingEventFormValues(form);
  keep({ form: eventId === undefined ? "add-event" : `event-${eventId}`, ...values });
  const parsed = weddingEventSchema.safeParse(values);
  if (!parsed.success) throw invalidForm(parsed.error);
  if (eventId === undefined) await addWeddingEvent(getDatabase(), couple.id, parsed.data);
  else await updateWeddingEvent(getDatabase(), couple.id, eventId, parsed.data);
  return redirect("/planner#planner-events", 303);
}

const PARTNER_INTENTS = new Set(["invite-partner", "cancel-invitation", "remove-member", "join-wedding"]);

/**
 * The partner intents (docs/product/couples-tools.md#partner): 'invite-partner' (`email`), 'cancel-invitation' and
 * 'join-wedding' (`invitationId`), 'remove-member' (`memberId`, the other member's user id). An id that is not the
 * couple's own to use is a 404, changing nothing. A refusal answers `form: 'partner'` with what was typed.
 */
async function partnerAction(request: Request, form: FormData, intent: string, keep: (values: Record<string, string>) => void) {
  const couple = await requirePlannerCouple(request);
  const db = getDatabase();
  keep({ form: "partner", email: "" });
  if (intent === "invite-partner") {
    const values = { email: textField(form, "email").trim() };
    keep({ form: "partner", ...values });
    const parsed = partnerInvitationSchema.safeParse(values);
    if (!parsed.success) throw invalidForm(parsed.error);
    const config = getConfig();
    await inviteWeddingPartner(db, { sendMail, publicUrl: config.publicUrl, supportEmail: config.supportEmail }, { userId: couple.id, inviterEmail: couple.email, email: parsed.data.email });
  } else if (intent === "remove-member") {
    await removeWeddingMember(db, couple.id, textField(form, "memberId"));
  } else {
    const invitationId = parsePlannerId(textField(form, "invitationId"));
    if (invitationId === undefined) throw new AppError("not_found", PARTNER_MESSAGES.invitationGone);
    if (intent === "cancel-invitation") await cancelWeddingInvitation(db, couple.id, invitationId);
    else await joinWedding(db, couple.id, couple.email, invitationId);
  }
  return redirect("/planner#planner-partner", 303);
}

/**
 * Same-origin check first, then by `intent`: 'sign-out' ends the couple's session and forgets the browser's
 * shortlist cookie (it names the account's list); 'open-conversation' (`enquiryId`) opens one of the couple's own
 * conversations through a fresh private link; the event intents ({@link eventAction}); the partner intents
 * ({@link partnerAction}); anything else asks for a
 * sign-in link for `email` and answers `{ sent: true, email }` whether or not the address has an account.
 */
export async function action({ request }: Route.ActionArgs) {
  let values: Record<string, string> = { email: "" };
  try {
    requireSameOrigin(request);
    const form = await request.formData();
    const intent = textField(form, "intent");
    if (PARTNER_INTENTS.has(intent)) {
      return await partnerAction(request, form, intent, (kept) => {
        values = kept;
      });
    }
    if (EVENT_INTENTS.has(intent)) {
      return await eventAction(request, form, intent, (kept) => {
        values = kept;
      });
    }
    if (intent === "sign-out") {
      await requireCouple(request);
      const headers = await signOut(getAuth(), request);
      headers.append("Set-Cookie", await clearShortlistCookie(getConfig().publicUrl));
      return redirect("/planner", { status: 303, headers });
    }
    if (intent === "open-conversation") {
      const couple = await requirePlannerCouple(request);
      const enquiryId = parseConversationId(textField(form, "enquiryId"));
      if (enquiryId === undefined) throw new AppError("not_found", PLANNER_MESSAGES.conversationGone);
      return redirect(await coupleConversationPath(getDatabase(), couple.id, enquiryId), 303);
    }
    if (await getSignedInCouple(request)) return redirect("/planner", 303);
    values = { email: textField(form, "email").trim() };
    const parsed = plannerSignInSchema.safeParse(values);
    if (!parsed.success) throw invalidForm(parsed.error);
    await requestSignInLink(getDatabase(), getAuth(), { email: parsed.data.email, ip: clientIp(request), headers: request.headers });
    return data({ sent: true as const, email: parsed.data.email }, { headers: NO_STORE });
  } catch (error) {
    return formFailure(error, values, { log: "A planner request failed unexpectedly", message: { message: PLANNER_MESSAGES.unexpected } });
  }
}

export default function PlannerPage({ loaderData, actionData }: Route.ComponentProps) {
  const { couple, linkError } = loaderData;
  if (couple) {
    const failure = actionData && "formError" in actionData && "form" in actionData.values ? (actionData as PlannerFormFailure) : undefined;
    return <CouplePlanner {...couple} failure={failure} />;
  }
  return (
    <FormCard icon={<Icon name="heart" className="size-6" />} title="Plan your wedding" subtitle="Keep your shortlist and your conversations with vendors in one place, on every device.">
      <PlannerSignInForm result={actionData as PlannerSignInResult | undefined} linkError={linkError} />
      <p className="mt-6 text-center text-sm text-muted">No password needed: we email you a link that signs you in. Your first link creates your planner.</p>
    </FormCard>
  );
}
