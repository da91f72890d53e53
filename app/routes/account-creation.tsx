import { FormCard } from "~/components/form-card";
import { CheckCircle2, UserPlus } from "lucide-react";
import { useEffect, useState } from "react";
import { data, Form, Link, redirect, useNavigate, useNavigation, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/account-creation";
import { FormField, PasswordField } from "~/components/form-field";
import { ErrorAlert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { useHydrated } from "~/lib/use-hydrated";
import { getConfig } from "~/config.server";
import { getDatabase } from "~/db/client.server";
import { getSignedInUser } from "~/modules/accounts/access.server";
import { getAuth } from "~/modules/accounts/auth.server";
import { consumeRateLimit } from "~/modules/accounts/rate-limit.server";
import { clientIp, rateLimitAddress } from "~/modules/http/client-ip.server";
import { textField } from "~/modules/http/form-errors";
import { isCrossSitePost } from "~/modules/http/same-origin.server";
import {
  ACCOUNT_CREATED_REDIRECT_MS,
  ACCOUNT_MESSAGES,
  accountFormProblem,
  businessDetailsPath,
  type FormProblem,
} from "~/modules/onboarding/account-form";
import { createAccountFromCheckout, findCheckoutOfUser, findUsableCheckout } from "~/modules/onboarding/account-creation.server";

export function meta() {
  return [{ title: "Create Your Account | Shaadi Vendors UK" }, { name: "robots", content: "noindex" }];
}

/** Account creations per address and hour (better-auth's own limiter does not see server-side calls). */
const SIGN_UP_LIMIT = { windowMs: 60 * 60 * 1000, max: 10 };

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
  return { valid: true as const, sessionId: checkout.id, plan: checkout.plan, email: checkout.email ?? "" };
}

/** After a successful creation the page stays to show its notice; the loader would send the visitor on at once. */
export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if ((actionResult as ActionData | undefined)?.created) return false;
  return defaultShouldRevalidate;
}

type ActionData = { problem?: FormProblem; created?: { next: string }; values: { email: string } };

export async function action({ request }: Route.ActionArgs) {
  const url = new URL(request.url);
  const sessionId = url.searchParams.get("session_id")?.trim() ?? "";
  const formData = await request.formData();
  // Passwords are never sent back: only what the visitor may see again is kept.
  const values = { email: textField(formData, "email").trim() };
  if (isCrossSitePost(request, getConfig().publicUrl)) {
    return data<ActionData>({ problem: { title: "Error", message: "This form must be sent from our own site." }, values }, { status: 403 });
  }
  const form = { email: values.email, password: textField(formData, "password"), confirmPassword: textField(formData, "confirmPassword") };
  const problem = accountFormProblem(form);
  if (problem) return data<ActionData>({ problem, values }, { status: 400 });

  const db = getDatabase();
  const limit = await consumeRateLimit(db, `sign-up:ip:${rateLimitAddress(clientIp(request))}`, SIGN_UP_LIMIT);
  if (!limit.allowed) {
    const problem = { title: ACCOUNT_MESSAGES.failed.title, message: "Too many attempts. Please try again later." };
    return data<ActionData>({ problem, values }, { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } });
  }
  try {
    const result = await createAccountFromCheckout(db, getAuth(), {
      sessionId,
      email: form.email.trim(),
      password: form.password,
      headers: request.headers,
    });
    if (!result.ok) return data<ActionData>({ problem: result.problem, values }, { status: result.status });
    const next = businessDetailsPath(sessionId, result.plan);
    // With JavaScript the page shows its notice and moves on after 1.5 s; without, a plain redirect.
    if (formData.get("client") !== "script") return redirect(next, { headers: result.headers });
    return data<ActionData>({ created: { next }, values }, { headers: result.headers });
  } catch (error) {
    console.error("Account creation failed unexpectedly", error);
    return data<ActionData>({ problem: ACCOUNT_MESSAGES.failed, values }, { status: 500 });
  }
}

const NEXT_STEPS = [
  "Create your login with the email you paid with",
  "Tell us about your business and upload your logo and photos",
  "Verify your email address from the link we send you",
  "Our team reviews your listing within 1-2 business days",
];

export default function AccountCreationPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const navigate = useNavigate();
  const submitting = navigation.state === "submitting";
  const scripted = useHydrated();
  const [clientProblem, setClientProblem] = useState<{ for: unknown; problem: FormProblem }>();
  const created = actionData?.created;
  useEffect(() => {
    if (!created) return;
    const timer = setTimeout(() => navigate(created.next), ACCOUNT_CREATED_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [created, navigate]);

  if (!loaderData.valid && !created) {
    return (
      <section className="mx-auto max-w-md px-4 py-12 md:py-16">
        <div className="rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-brand-100 md:p-8">
          <h1 className="text-2xl font-bold text-brand-800">Create Your Account</h1>
          <ErrorAlert className="mt-5 text-left">
            <strong>{ACCOUNT_MESSAGES.noSession.title}:</strong> {ACCOUNT_MESSAGES.noSession.message}
          </ErrorAlert>
          <Button asChild className="mt-6">
            <Link to="/onboarding">Choose Your Plan</Link>
          </Button>
        </div>
      </section>
    );
  }

  const problem = clientProblem && clientProblem.for === actionData ? clientProblem.problem : actionData?.problem;
  const fieldError = (field: FormProblem["field"]) => (problem?.field === field ? problem?.message : undefined);
  const defaultEmail = actionData?.values.email ?? (loaderData.valid ? loaderData.email : "");

  return (
    <FormCard icon={<UserPlus className="size-6" aria-hidden="true" />} title="Create Your Account" subtitle="Set up your login to manage your business listing">
        {created ? (
          <div role="status" className="mb-5 flex items-start gap-2 rounded-lg border border-green-200 bg-green-50 p-3 text-sm text-green-900">
            <CheckCircle2 className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <p>
              <strong>{ACCOUNT_MESSAGES.created.title}</strong> {ACCOUNT_MESSAGES.created.message}
            </p>
          </div>
        ) : null}
        {problem ? (
          <ErrorAlert className="mb-5">
            <strong>{problem.title}:</strong> {problem.message}
          </ErrorAlert>
        ) : null}
        {created ? null : (
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
              if (!found) return setClientProblem(undefined);
              event.preventDefault();
              setClientProblem({ for: actionData, problem: found });
            }}
          >
            <input type="hidden" name="client" value={scripted ? "script" : ""} />
            <FormField
              name="email"
              label="Email"
              type="email"
              autoComplete="email"
              defaultValue={defaultEmail}
              error={fieldError("email")}
              required
            />
            <PasswordField name="password" label="Password" autoComplete="new-password" error={fieldError("password")} required />
            <PasswordField
              name="confirmPassword"
              label="Confirm Password"
              autoComplete="new-password"
              error={fieldError("confirmPassword")}
              required
            />
            <Button type="submit" className="w-full" disabled={submitting}>
              {submitting ? "Creating account…" : "Create Account"}
            </Button>
          </Form>
        )}
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
