import { LogIn, ShieldCheck, UserPlus } from "lucide-react";
import { Form, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/admin";
import { FormCard } from "~/components/form-card";
import { FormField, PasswordField } from "~/components/form-field";
import { ErrorAlert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { getConfig } from "~/config.server";
import { getDatabase } from "~/db/client.server";
import { getSignedInUser } from "~/modules/accounts/access.server";
import { ADMIN_ROLE, getAuth } from "~/modules/accounts/auth.server";
import { signInSchema, UNEXPECTED_SIGN_IN_ERROR } from "~/modules/accounts/sign-in-form";
import { signOut } from "~/modules/accounts/sign-in.server";
import { adminExists, setUpFirstAdmin, signInAdmin } from "~/modules/admin/admin-accounts.server";
import { ADMIN_SETUP_MESSAGES, adminSetupSchema } from "~/modules/admin/admin-forms";
import { clientIp } from "~/modules/http/client-ip.server";
import { formAlert, textField, type FormFailure } from "~/modules/http/form-errors";
import { formFailure, invalidForm } from "~/modules/http/route-errors.server";
import { forwardHeaders } from "~/modules/http/route-headers";
import { requireSameOrigin } from "~/modules/http/same-origin.server";

// 'Admin Access' (docs/product/admin.md#access): first-run setup while no admin exists, then sign-in, both on the server.

export function meta() {
  return [{ title: "Admin Access | Shaadi Vendors UK" }, { name: "robots", content: "noindex" }];
}

// A throttled attempt answers 429 with Retry-After; without JavaScript the header reaches the browser here.
export const headers = forwardHeaders;

export async function loader({ request }: Route.LoaderArgs) {
  const user = await getSignedInUser(request);
  if (user?.role === ADMIN_ROLE) throw redirect("/admin-dashboard");
  const setUp = !(await adminExists(getDatabase()));
  const expired = new URL(request.url).searchParams.get("expired") === "1";
  return { setUp, adminEmail: getConfig().adminEmail ?? null, expired };
}

/**
 * `intent=setup` creates the first admin and signs it in (refused on the server once an admin exists);
 * `intent=sign-out` ends the session (the dashboard's Sign Out); otherwise a sign-in, whose email is the configured ADMIN_EMAIL when there is one. Both answer a redirect to
 * /admin-dashboard, or the one failure shape with the email kept (never a password).
 */
export async function action({ request }: Route.ActionArgs) {
  let values = { email: "" };
  try {
    requireSameOrigin(request);
    const formData = await request.formData();
    // The dashboard's Sign Out (docs/product/admin.md#access): ends the session, whoever holds it, and comes back here.
    if (formData.get("intent") === "sign-out") return redirect("/admin", { headers: await signOut(getAuth(), request) });
    const client = { ip: clientIp(request), headers: request.headers };
    const adminEmail = getConfig().adminEmail;
    if (formData.get("intent") === "setup") {
      values = { email: textField(formData, "email").trim() };
      const parsed = adminSetupSchema.safeParse({
        email: values.email,
        password: textField(formData, "password"),
        confirmPassword: textField(formData, "confirmPassword"),
      });
      if (!parsed.success) throw invalidForm(parsed.error);
      const cookies = await setUpFirstAdmin(getDatabase(), getAuth(), parsed.data, client);
      return redirect("/admin-dashboard", { headers: cookies });
    }
    values = { email: adminEmail ?? textField(formData, "email").trim() };
    const parsed = signInSchema.safeParse({ email: values.email, password: textField(formData, "password") });
    if (!parsed.success) throw invalidForm(parsed.error);
    const cookies = await signInAdmin(getDatabase(), getAuth(), { ...parsed.data, ...client });
    return redirect("/admin-dashboard", { headers: cookies });
  } catch (error) {
    return formFailure(error, values, { log: "Admin sign-in failed unexpectedly", message: { message: UNEXPECTED_SIGN_IN_ERROR } });
  }
}

export default function AdminAccessPage({ loaderData, actionData }: Route.ComponentProps) {
  const { setUp, adminEmail, expired } = loaderData;
  const failure = actionData as FormFailure<{ email: string }> | undefined;
  const errors = failure?.fieldErrors ?? {};
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formAction === "/admin";
  return (
    <FormCard
      icon={<ShieldCheck className="size-6" aria-hidden="true" />}
      title="Admin Access"
      subtitle={setUp ? "No admin account exists yet: create the first one." : "Sign in to manage vendors and listings."}
    >
      {expired && !failure ? <p className="mb-4 rounded-lg bg-gold-100 p-3 text-sm text-ink">{ADMIN_SETUP_MESSAGES.expired}</p> : null}
      {failure ? <ErrorAlert className="mb-4">{formAlert(failure).message}</ErrorAlert> : null}
      {setUp ? (
        <Form method="post" className="space-y-4" aria-label="Create Admin Account">
          <input type="hidden" name="intent" value="setup" />
          <FormField name="email" label="Email" type="email" autoComplete="email" defaultValue={failure?.values.email} error={errors.email} required />
          <PasswordField name="password" label="Password" autoComplete="new-password" error={errors.password} required />
          <PasswordField name="confirmPassword" label="Confirm password" autoComplete="new-password" error={errors.confirmPassword} required />
          <Button type="submit" className="w-full" disabled={busy}>
            <UserPlus aria-hidden="true" /> Create Admin Account
          </Button>
        </Form>
      ) : (
        <Form method="post" className="space-y-4" aria-label="Admin sign-in">
          <FormField
            name="email"
            label="Email"
            type="email"
            autoComplete="username"
            defaultValue={adminEmail ?? failure?.values.email}
            readOnly={Boolean(adminEmail)}
            error={errors.email}
            required
          />
          <PasswordField name="password" label="Password" autoComplete="current-password" error={errors.password} required />
          <Button type="submit" className="w-full" disabled={busy}>
            <LogIn aria-hidden="true" /> Sign In
          </Button>
        </Form>
      )}
    </FormCard>
  );
}
