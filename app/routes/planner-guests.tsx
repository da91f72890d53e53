import { data, redirect } from "react-router";
import type { Route } from "./+types/planner-guests";
import { pageHref } from "~/components/pagination";
import { GuestsPage, type GuestsActionResult } from "~/components/planner/guests/guests-page";
import { getDatabase } from "~/db/client.server";
import { requireCouple, requirePlannerCouple } from "~/modules/couples/couple-access.server";
import { AppError } from "~/modules/errors/app-error";
import { checkGuestForm, householdFormSchema, parseId, typedGuestForm } from "~/modules/guest-list/guest-form";
import { guestListOf } from "~/modules/guest-list/guest-list.server";
import { chosenSide, GUEST_MESSAGES } from "~/modules/guest-list/guest-rules";
import { addGuest, removeGuest, removeHousehold, renameHousehold, setRsvpCutoff, updateGuest } from "~/modules/guest-list/guest-writes.server";
import { mailRsvpLinks } from "~/modules/guest-list/rsvp-mail.server";
import { textField } from "~/modules/http/form-errors";
import { formFailure, invalidForm, throwRouteError } from "~/modules/http/route-errors.server";
import { forwardHeaders } from "~/modules/http/route-headers";
import { requireSameOrigin } from "~/modules/http/same-origin.server";
import { isCalendarDay } from "~/modules/time/uk-dates";
import { eventDayRange } from "~/modules/weddings/wedding-event-form";

// The couple's guest list (docs/product/couples-tools.md#guest-list-and-rsvp; decision 084): households and their
// guests, who is invited to which event and their answers, the replies per event, each household's RSVP link.
// A visitor is sent to /planner to sign in; every id posted is looked up within the couple's own wedding.

export function meta() {
  return [{ title: "Guest list | Shaadi Vendors UK" }, { name: "robots", content: "noindex" }];
}

export const headers = forwardHeaders;

const NO_STORE = { "Cache-Control": "no-store" };

/**
 * The couple's guest list, households 25 a page (`?page=N`, HOUSEHOLDS_PER_PAGE); `?edit={guestId}` opens that
 * guest's form (404 when not theirs).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const couple = await requireCouple(request);
  try {
    const params = new URL(request.url).searchParams;
    const edit = params.get("edit");
    const editGuestId = edit === null ? undefined : (parseId(edit) ?? 0);
    const list = await guestListOf(getDatabase(), couple.id, { page: parseId(params.get("page")) ?? 1, editGuestId });
    if (editGuestId !== undefined && !list.editing) throw new AppError("not_found", GUEST_MESSAGES.guestGone);
    return data(list, { headers: NO_STORE });
  } catch (error) {
    throwRouteError(error);
  }
}

// Back to the page of the list the form was posted from (its `?page=`), so a change on page 3 stays on page 3.
const done = (request: Request) =>
  redirect(pageHref({ pathname: "/planner/guests", search: "" }, parseId(new URL(request.url).searchParams.get("page")) ?? 1), { status: 303, headers: NO_STORE });

/**
 * Same-origin check first, then by `intent`: 'add-guest' and 'update-guest' (`guestId`) save the guest form;
 * 'remove-guest' (`guestId`); 'rename-household' and 'remove-household' (`householdId`); 'set-cutoff' (`rsvpBy`,
 * a day or empty); 'mail-links' emails the due households their links. Writes answer with a 303 back to the page;
 * a refused form answers in the one failure shape, with `intent` among its values.
 */
export async function action({ request }: Route.ActionArgs) {
  let values: Record<string, unknown> = {};
  try {
    requireSameOrigin(request);
    const couple = await requirePlannerCouple(request);
    const form = await request.formData();
    const intent = textField(form, "intent");
    const db = getDatabase();
    values = { intent };
    if (intent === "add-guest" || intent === "update-guest") {
      const typed = typedGuestForm(form);
      const guestId = intent === "update-guest" ? (parseId(form.get("guestId")) ?? 0) : undefined;
      values = { intent, guestId: textField(form, "guestId"), ...typed };
      const checked = checkGuestForm(typed);
      if ("error" in checked) throw invalidForm(checked.error!);
      if (guestId === undefined) await addGuest(db, couple.id, checked.input);
      else await updateGuest(db, couple.id, guestId, checked.input);
      return done(request);
    }
    if (intent === "remove-guest") {
      await removeGuest(db, couple.id, parseId(form.get("guestId")) ?? 0);
      return done(request);
    }
    if (intent === "rename-household" || intent === "remove-household") {
      const householdId = parseId(form.get("householdId")) ?? 0;
      if (intent === "remove-household") {
        await removeHousehold(db, couple.id, householdId);
        return done(request);
      }
      const typed = { name: textField(form, "name"), side: textField(form, "side"), sideOther: textField(form, "sideOther") };
      values = { intent, householdId: textField(form, "householdId"), ...typed };
      const parsed = householdFormSchema.safeParse(typed);
      if (!parsed.success) throw invalidForm(parsed.error);
      await renameHousehold(db, couple.id, householdId, { name: parsed.data.name, side: chosenSide(parsed.data) });
      return done(request);
    }
    if (intent === "set-cutoff") {
      const rsvpBy = textField(form, "rsvpBy").trim();
      values = { intent, rsvpBy };
      if (rsvpBy !== "" && !isCalendarDay(rsvpBy)) throw new AppError("invalid", GUEST_MESSAGES.cutoffInvalid, { fieldErrors: { rsvpBy: GUEST_MESSAGES.cutoffInvalid } });
      // A past day closes the answers at once; a day beyond the planner's 5 years is a typing slip.
      if (rsvpBy > eventDayRange().max) throw new AppError("invalid", GUEST_MESSAGES.cutoffTooFar, { fieldErrors: { rsvpBy: GUEST_MESSAGES.cutoffTooFar } });
      await setRsvpCutoff(db, couple.id, rsvpBy || null);
      return data({ intent, saved: true as const }, { headers: NO_STORE });
    }
    if (intent === "mail-links") {
      const mailed = await mailRsvpLinks(db, couple.id);
      return data({ intent, mailed }, { headers: NO_STORE });
    }
    throw new AppError("invalid", GUEST_MESSAGES.unexpected);
  } catch (error) {
    return formFailure(error, values, { log: "A guest list change failed unexpectedly", message: { message: GUEST_MESSAGES.unexpected } });
  }
}

export default function PlannerGuestsRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <GuestsPage list={loaderData} result={actionData as GuestsActionResult | undefined} />;
}
