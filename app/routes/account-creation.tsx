import { useState } from "react";
import { Form, Link, redirect, useLocation, useNavigation } from "react-router";
import type { Route } from "./+types/account-creation";
import { FormCard } from "~/components/form-card";
import { FormField, PasswordField } from "~/components/form-field";
import { Icon } from "~/components/icon";
import { StatusLayout } from "~/components/status-pages";
import { ErrorAlert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { useActionToast } from "~/components/ui/toast";
import { getConfig } from "~/config.server";
import { getDatabase } from "~/db/client.server";
import { getSignedInUser } from "~/modules/accounts/access.server";
import { clientIp } from "~/modules/http/client-ip.server";
import { textField, type FormFailure, type FormMessage } from "~/modules/http/form-errors";
import { formFailure } from "~/modules/http/route-errors.server";
import { forwardHeaders } from "~/modules/http/route-headers";
import { requireSameOrigin } from "~/modules/http/same-origin.server";
import { sendMail } from "~/modules/mail/send-mail.server";
import { ACCOUNT_MESSAGES, accountFormProblem, businessDetailsPath, CHECK_EMAIL_TEXTS } from "~/modules/onboarding/account-form";
import { BUSINESS_MESSAGES } from "~/modules/onboarding/business-form";
import { AUTH_REQUIRED_TOAST, hasAuthRequiredNotice } from "~/modules/onboarding/business-notices";
import {
  findCheckoutOfUser,
  findUsableCheckout,
  requestAccountCreation,
  resendAccountLink,
} from "~/modules/onboarding/account-creation.server";

export function meta() {
  return [{ title: "Create Your Account | Shaadi Vendors UK" }, { name: "robots", content: "noindex" }];
}

// Refusals carry Retry-After (429) and no-store; without JavaScript they reach the browser only through this.
export const headers = forwardHeaders;

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const sessionId = url.searchParams.get("session_id")?.trim() ?? "";
  const db = getDatabase();
  // Someone who already made the account from this checkout continues with the business details.
  const user = await getSignedInUser(request);
  if (user && sessionId) {
    const own = await findCheckoutOfUser(db, user.id);
    if (own?.id === sessionId) throw redirect(businessDetailsPath(own.id, own.plan));
  }
  const checkout = await findUsableCheckout(db, sessionId);
  if (!checkout) return { valid: false as const };
  // Sent here from /business-details without a session (docs/product/vendor-journey-and-portal.md#business-details 'Authentication Required').
  const authRequired = hasAuthRequiredNotice(url.searchParams);
  return { valid: true as const, sessionId: checkout.id, plan: checkout.plan, email: checkout.email ?? "", authRequired };
}

/**
 * A valid form, for any email, is answered with the "Check your email" page (decision 012);
 * `intent=resend` sends the link again from that page.
 */
export async function action({ request }: Route.ActionArgs) {
  const sessionId = new URL(request.url).searchParams.get("session_id")?.trim() ?? "";
  let values = { email: "", intent: "create" };
  try {
    requireSameOrigin(request);
    const formData = await request.formData();
    // Passwords are never sent back: only what the visitor may see again is kept.
    values = { email: textField(formData, "email").trim(), intent: formData.get("intent") === "resend" ? "resend" : "create" };
    const config = getConfig();
    const deps = { db: getDatabase(), sendMail, publicUrl: config.publicUrl, supportEmail: config.supportEmail };
    const ip = clientIp(request);
    if (values.intent === "resend") {
      const { email } = await resendAccountLink(deps, { sessionId, email: values.email, ip });
      return { pending: { email, resent: true } };
    }
    const form = { email: values.email, password: textField(formData, "password"), confirmPassword: textField(formData, "confirmPassword") };
    const { email } = await requestAccountCreation(deps, { ...form, sessionId, ip });
    return { pending: { email, resent: false } };
  } catch (error) {
    return formFailure(error, values, { log: "Account creation failed unexpectedly", message: ACCOUNT_MESSAGES.failed });
  }
}

const NEXT_STEPS = [
  "Create your login with the email you paid with",
  "Confirm your email address from the link we send you",
  "Tell us about your business and upload your logo and photos",
  "Our team reviews your listing within 1-2 business days",
];

function FormErrorAlert({ error }: { error: FormMessage }) {
  return (
    <ErrorAlert className="mb-5">
      {error.title ? <strong>{error.title}:</strong> : null} {error.message}
    </ErrorAlert>
  );
}

function CheckEmailPage({ email, resent, failure }: { email: string; resent: boolean; failure?: FormMessage }) {
  const navigation = useNavigation();
  const location = useLocation();
  return (
    <StatusLayout
      tone="success"
      title={CHECK_EMAIL_TEXTS.title}
      message={
        <>
          {CHECK_EMAIL_TEXTS.message(email)}
          {resent ? <span className="mt-2 block font-medium" role="status">{CHECK_EMAIL_TEXTS.resent}</span> : null}
        </>
      }
      steps={{ title: "What to do now", items: CHECK_EMAIL_TEXTS.steps }}
    >
      {failure ? <FormErrorAlert error={failure} /> : null}
      <Form method="post">
        <input type="hidden" name="intent" value="resend" />
        <input type="hidden" name="email" value={email} />
        <Button type="submit" variant="outline" disabled={navigation.state === "submitting"}>
          <Icon name="mail-check" /> Send the link again
        </Button>
      </Form>
      <Button asChild variant="ghost">
        <Link to={`${location.pathname}${location.search}`} reloadDocument>
          Use a different email
        </Link>
      </Button>
    </StatusLayout>
  );
}

export default function AccountCreationPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting";
  const [clientFailure, setClientFailure] = useState<{ for: unknown; failure: Pick<FormFailure, "fieldErrors" | "formError"> }>();
  const pending = actionData && "pending" in actionData ? actionData.pending : undefined;
  const serverFailure = actionData && "formError" in actionData ? (actionData as FormFailure<{ email: string; intent: string }>) : undefined;
  const authRequired = loaderData.valid && loaderData.authRequired && !actionData;
  useActionToast(authRequired ? AUTH_REQUIRED_TOAST : undefined);

  // A refused resend stays on the check-your-email page.
  if (pending) return <CheckEmailPage email={pending.email} resent={pending.resent} />;
  if (serverFailure?.values.intent === "resend") {
    return <CheckEmailPage email={serverFailure.values.email} resent={false} failure={serverFailure.formError} />;
  }

  if (!loaderData.valid) {
    return (
      <StatusLayout
        tone="error"
        title="Create Your Account"
        message={
          <span role="alert">
            <strong>{ACCOUNT_MESSAGES.noSession.title}:</strong> {ACCOUNT_MESSAGES.noSession.message}
          </span>
        }
      >
        <Button asChild>
          <Link to="/onboarding">Choose Your Plan</Link>
        </Button>
      </StatusLayout>
    );
  }

  const failure = clientFailure && clientFailure.for === actionData ? clientFailure.failure : serverFailure;
  const fieldError = (field: string) => failure?.fieldErrors[field];
  const defaultEmail = serverFailure?.values.email ?? loaderData.email;

  return (
    <FormCard icon={<Icon name="user-plus" className="size-6" />} title="Create Your Account" subtitle="Set up your login to manage your business listing">
      {failure ? <FormErrorAlert error={failure.formError} /> : authRequired ? <FormErrorAlert error={BUSINESS_MESSAGES.authRequired} /> : null}
      <Form
        method="post"
        noValidate
        className="space-y-4"
        onSubmit={(event) => {
          const form = new FormData(event.currentTarget);
          const found = accountFormProblem({
            email: textField(form, "email"),
            password: textField(form, "password"),
            confirmPassword: textField(form, "confirmPassword"),
          });
          if (!found) return setClientFailure(undefined);
          event.preventDefault();
          const fieldErrors: Record<string, string> = found.field ? { [found.field]: found.message } : {};
          setClientFailure({ for: actionData, failure: { fieldErrors, formError: { title: found.title, message: found.message } } });
        }}
      >
        <FormField name="email" label="Email" type="email" autoComplete="email" defaultValue={defaultEmail} error={fieldError("email")} required />
        <PasswordField name="password" label="Password" autoComplete="new-password" error={fieldError("password")} required />
        <PasswordField name="confirmPassword" label="Confirm Password" autoComplete="new-password" error={fieldError("confirmPassword")} required />
        <Button type="submit" className="w-full" disabled={submitting}>
          {submitting ? "Creating account…" : "Create Account"}
        </Button>
      </Form>
      <div className="mt-8 border-t border-brand-100 pt-6">
        <h2 className="font-semibold text-brand-800">What happens next?</h2>
        <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm text-muted">
          {NEXT_STEPS.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <Button asChild variant="outline" className="mt-6 w-full">
          <Link to="/">Return to Home</Link>
        </Button>
      </div>
    </FormCard>
  );
}
