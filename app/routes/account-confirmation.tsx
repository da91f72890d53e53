import { useEffect } from "react";
import { data, Form, Link, redirect, useNavigate, useNavigation } from "react-router";
import type { Route } from "./+types/account-confirmation";
import { Icon } from "~/components/icon";
import { StatusLayout } from "~/components/status-pages";
import { Button } from "~/components/ui/button";
import { useHydrated } from "~/lib/use-hydrated";
import { getDatabase } from "~/db/client.server";
import { getAuth } from "~/modules/accounts/auth.server";
import type { FormFailure } from "~/modules/http/form-errors";
import { formFailure } from "~/modules/http/route-errors.server";
import { forwardHeaders } from "~/modules/http/route-headers";
import { requireSameOrigin } from "~/modules/http/same-origin.server";
import { ACCOUNT_CREATED_REDIRECT_MS, ACCOUNT_MESSAGES, businessDetailsPath, LINK_MESSAGES } from "~/modules/onboarding/account-form";
import { confirmAccountRequest, inspectAccountLink } from "~/modules/onboarding/account-confirmation.server";

// The page behind the account-creation link (decision 012). Opening it changes nothing (mail
// scanners open links); the button posts, and the action makes or claims the account.

/** The page's referrer policy: its address is sent to our own origin only (decision 050). */
export const REFERRER_POLICY = "same-origin";

export function meta() {
  // The token is in the address: no other site may receive it as a referrer. `same-origin`, not `no-referrer`:
  // under `no-referrer` a browser sends `Origin: null` with the page's own form post (before hydration, or
  // without JavaScript), which the same-origin checks must refuse (decision 050).
  return [
    { title: "Confirm Your Email | Shaadi Vendors UK" },
    { name: "robots", content: "noindex" },
    { name: "referrer", content: REFERRER_POLICY },
  ];
}

export const headers = forwardHeaders;

const tokenOf = (request: Request) => new URL(request.url).searchParams.get("token")?.trim() ?? "";

export async function loader({ request }: Route.LoaderArgs) {
  const page = await inspectAccountLink(getDatabase(), tokenOf(request));
  return { page };
}

export async function action({ request }: Route.ActionArgs) {
  try {
    requireSameOrigin(request);
    const formData = await request.formData();
    const result = await confirmAccountRequest(getDatabase(), getAuth(), { token: tokenOf(request), headers: request.headers });
    if (result.outcome === "existing_account") return { existing: { email: result.email } };
    const next = businessDetailsPath(result.checkoutId, result.plan);
    // With JavaScript the page shows its notice and moves on after 1.5 s (docs/product/vendor-journey-and-portal.md#account-creation); without, a plain redirect.
    if (formData.get("client") !== "script") return redirect(next, { headers: result.headers });
    return data({ created: { next } }, { headers: result.headers });
  } catch (error) {
    return formFailure(error, {}, { log: "Account confirmation failed unexpectedly", message: ACCOUNT_MESSAGES.failed });
  }
}

function GoHome() {
  return (
    <Button asChild variant="outline">
      <Link to="/">Go Home</Link>
    </Button>
  );
}

function SignInButton() {
  return (
    <Button asChild>
      <Link to="/vendor-auth">Go to Vendor Portal</Link>
    </Button>
  );
}

export default function AccountConfirmationPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const navigate = useNavigate();
  const scripted = useHydrated();
  const created = actionData && "created" in actionData ? actionData.created : undefined;
  useEffect(() => {
    if (!created) return;
    const timer = setTimeout(() => navigate(created.next), ACCOUNT_CREATED_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [created, navigate]);

  if (created) {
    return (
      <StatusLayout
        tone="success"
        title="Email Confirmed"
        message={
          <span role="status">
            <strong>{ACCOUNT_MESSAGES.created.title}</strong> {ACCOUNT_MESSAGES.created.message}
          </span>
        }
      />
    );
  }
  if (actionData && "existing" in actionData) {
    return (
      <StatusLayout
        tone="error"
        title="You Already Have an Account"
        message={`${actionData.existing.email} already has an account with us, so no new one was made. Please sign in with it, or create your account with another email from the link in your payment confirmation.`}
      >
        <SignInButton />
        <GoHome />
      </StatusLayout>
    );
  }
  const failure = actionData && "formError" in actionData ? (actionData as FormFailure<object>).formError : undefined;
  if (failure) {
    return (
      <StatusLayout tone="error" title={failure.title ?? ACCOUNT_MESSAGES.failed.title} message={<span role="alert">{failure.message}</span>}>
        <SignInButton />
        <GoHome />
      </StatusLayout>
    );
  }

  const { page } = loaderData;
  if (page.status === "invalid") {
    return (
      <StatusLayout tone="error" title={LINK_MESSAGES.invalid.title} message={LINK_MESSAGES.invalid.message}>
        <SignInButton />
        <GoHome />
      </StatusLayout>
    );
  }
  if (page.status === "expired") {
    return (
      <StatusLayout tone="error" title={LINK_MESSAGES.expired.title} message={LINK_MESSAGES.expired.message}>
        {page.plan ? (
          <Button asChild>
            <Link to={`/account-creation?${new URLSearchParams({ session_id: page.checkoutId, plan: page.plan })}`}>Start Again</Link>
          </Button>
        ) : null}
        <GoHome />
      </StatusLayout>
    );
  }
  return (
    <StatusLayout tone="success" title="Confirm Your Email" message={`Confirm ${page.email} to create your account and continue setting up your listing.`}>
      <Form method="post">
        <input type="hidden" name="client" value={scripted ? "script" : ""} />
        <Button type="submit" disabled={navigation.state === "submitting"}>
          <Icon name="mail-check" /> {navigation.state === "submitting" ? "Confirming…" : "Confirm and Continue"}
        </Button>
      </Form>
    </StatusLayout>
  );
}
