import { FormCard } from "~/components/form-card";
import { useEffect, useRef } from "react";
import { Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/vendor-auth";
import { FormField, PasswordField } from "~/components/form-field";
import { Icon } from "~/components/icon";
import { ErrorAlert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { useFieldErrors } from "~/components/use-field-errors";
import { getDatabase } from "~/db/client.server";
import { homeFor, requireAnonymous } from "~/modules/accounts/access.server";
import { getAuth } from "~/modules/accounts/auth.server";
import { signInSchema, UNEXPECTED_SIGN_IN_ERROR } from "~/modules/accounts/sign-in-form";
import { signInWithPassword } from "~/modules/accounts/sign-in.server";
import { clientIp } from "~/modules/http/client-ip.server";
import { fieldErrors, textField, type FormFailure } from "~/modules/http/form-errors";
import { formFailure, invalidForm } from "~/modules/http/route-errors.server";
import { forwardHeaders } from "~/modules/http/route-headers";
import { requireSameOrigin } from "~/modules/http/same-origin.server";

export function meta() {
  return [{ title: "Vendor Portal | Shaadi Vendors UK" }, { name: "robots", content: "noindex" }];
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireAnonymous(request);
  return null;
}

// A refused attempt answers 429 with Retry-After; without JavaScript that header reaches the browser only here.
export const headers = forwardHeaders;

export async function action({ request }: Route.ActionArgs) {
  let values = { email: "" };
  try {
    requireSameOrigin(request);
    const formData = await request.formData();
    // The password is never sent back: only what the visitor may see again is kept.
    values = { email: textField(formData, "email").trim() };
    const parsed = signInSchema.safeParse({ email: values.email, password: textField(formData, "password") });
    if (!parsed.success) throw invalidForm(parsed.error);
    const signedIn = await signInWithPassword(getDatabase(), getAuth(), { ...parsed.data, ip: clientIp(request), headers: request.headers });
    return redirect(homeFor(signedIn.role === "admin" ? "admin" : "vendor"), { headers: signedIn.headers });
  } catch (error) {
    return formFailure(error, values, { log: "Sign-in failed unexpectedly", message: { message: UNEXPECTED_SIGN_IN_ERROR } });
  }
}

export default function VendorAuthPage({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const submitting = navigation.state !== "idle" && navigation.formAction === "/vendor-auth";
  // Instant feedback with the same schema as the action; cleared by the next server answer.
  const failure = actionData as FormFailure | undefined;
  const { errors, showBrowserErrors } = useFieldErrors(actionData, failure?.fieldErrors);
  // After a refused attempt the password is emptied (the email stays), as without JavaScript.
  const password = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (actionData && password.current) password.current.value = "";
  }, [actionData]);

  return (
    <FormCard icon={<Icon name="store" className="size-6" />} title="Vendor Portal" subtitle="Sign in to manage your business listing">
        {failure?.formError ? <ErrorAlert className="mb-5">{failure.formError.message}</ErrorAlert> : null}
        <Form
          method="post"
          noValidate
          className="space-y-4"
          onSubmit={(event) => {
            const form = new FormData(event.currentTarget);
            const parsed = signInSchema.safeParse({ email: textField(form, "email"), password: textField(form, "password") });
            if (parsed.success) return showBrowserErrors(undefined);
            event.preventDefault();
            showBrowserErrors(fieldErrors(parsed.error));
          }}
        >
          <FormField
            name="email"
            label="Email"
            type="email"
            autoComplete="email"
            placeholder="you@yourbusiness.co.uk"
            defaultValue={failure?.values.email}
            error={errors.email}
            required
          />
          <PasswordField
            ref={password}
            name="password"
            label="Password"
            autoComplete="current-password"
            error={errors.password}
            required
          />
          <Button type="submit" className="w-full" disabled={submitting}>
            <Icon name="log-in" /> {submitting ? "Signing in…" : "Sign In"}
          </Button>
        </Form>
        <div className="mt-8 border-t border-brand-100 pt-6 text-center">
          <p className="text-sm text-muted">Not listed with us yet?</p>
          <Button asChild variant="outline" className="mt-3 w-full">
            <Link to="/onboarding">List Your Business</Link>
          </Button>
        </div>
    </FormCard>
  );
}
