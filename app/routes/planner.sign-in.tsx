import { Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/planner.sign-in";
import { FormCard } from "~/components/form-card";
import { Icon } from "~/components/icon";
import { ErrorAlert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { getConfig } from "~/config.server";
import { getDatabase } from "~/db/client.server";
import { getAuth, plannerReturnPath } from "~/modules/accounts/auth.server";
import { getSignedInCouple } from "~/modules/couples/couple-access.server";
import { PLANNER_MESSAGES } from "~/modules/couples/planner-sign-in-form";
import { signInWithLink } from "~/modules/couples/sign-in-with-link.server";
import { textField, type FormFailure } from "~/modules/http/form-errors";
import { formFailure } from "~/modules/http/route-errors.server";
import { forwardHeaders } from "~/modules/http/route-headers";
import { requireSameOrigin } from "~/modules/http/same-origin.server";
import { shortlistCookie, shortlistIdOf } from "~/modules/shortlist/shortlist-cookie.server";

// The page a couple's emailed sign-in link opens (docs/product/couples-tools.md#couple-accounts; decision 081). Opening
// the link spends nothing, so a mail scanner that follows it cannot use it up: the button signs in.

export function meta() {
  return [{ title: "Sign in to your planner | Shaadi Vendors UK" }, { name: "robots", content: "noindex" }];
}

export const headers = forwardHeaders;

/**
 * The token from the link and the planner page it leads back to (`next`), for the button's form. A couple already
 * signed in goes to the planner, unless the link is a fresh sign-in for a page (e.g. deleting the account).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const next = plannerReturnPath(params.get("next"));
  if (!next && (await getSignedInCouple(request))) throw redirect("/planner");
  return { token: params.get("token") ?? "", ...(next ? { next } : {}) };
}

/**
 * Same-origin check first, then spends the link's token ({@link signInWithLink}): the session cookie and the
 * account's shortlist in the browser's cookie, and on to /planner (or the planner page of `next`). A spent or expired link answers 401 with a
 * message and a way back to ask for another.
 */
export async function action({ request }: Route.ActionArgs) {
  try {
    requireSameOrigin(request);
    const form = await request.formData();
    const signedIn = await signInWithLink(getDatabase(), getAuth(), {
      token: textField(form, "token"),
      headers: request.headers,
      browserShortlistId: await shortlistIdOf(request),
    });
    const headers = new Headers(signedIn.headers);
    headers.append("Set-Cookie", await shortlistCookie(signedIn.shortlistId, getConfig().publicUrl));
    return redirect(plannerReturnPath(textField(form, "next")) ?? "/planner", { status: 303, headers });
  } catch (error) {
    return formFailure(error, {}, { log: "A planner sign-in failed unexpectedly", message: { message: PLANNER_MESSAGES.unexpected } });
  }
}

export default function PlannerSignInPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const failure = actionData as FormFailure<Record<string, never>> | undefined;
  return (
    <FormCard icon={<Icon name="log-in" className="size-6" />} title="Sign in to your planner" subtitle="One click and your shortlist and conversations are with you.">
      {failure?.formError ? (
        <>
          <ErrorAlert className="mb-5">{failure.formError.message}</ErrorAlert>
          <Button asChild variant="outline" className="w-full">
            <Link to="/planner">Ask for a new link</Link>
          </Button>
        </>
      ) : (
        <Form method="post">
          <input type="hidden" name="token" value={loaderData.token} />
          {loaderData.next ? <input type="hidden" name="next" value={loaderData.next} /> : null}
          <Button type="submit" className="w-full" disabled={navigation.state !== "idle"}>
            <Icon name="log-in" /> Sign in to my planner
          </Button>
        </Form>
      )}
    </FormCard>
  );
}
