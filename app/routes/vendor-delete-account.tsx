import { Download, Trash2, Undo2 } from "lucide-react";
import { data, Form, Link, redirect, useNavigation, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/vendor-delete-account";
import { ErrorAlert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { getConfig } from "~/config.server";
import { getDatabase } from "~/db/client.server";
import { requireVendor } from "~/modules/accounts/access.server";
import { getBillingProvider } from "~/modules/billing/billing.server";
import { getPendingErasure, requestAccountDeletion, restoreAccount } from "~/modules/erasure/account-deletion.server";
import { ERASURE_GRACE_DAYS, formatErasureDate } from "~/modules/erasure/erasure-rules";
import { AppError } from "~/modules/errors/app-error";
import { clientIp } from "~/modules/http/client-ip.server";
import { textField } from "~/modules/http/form-errors";
import { formFailure, throwRouteError } from "~/modules/http/route-errors.server";
import { forwardHeaders } from "~/modules/http/route-headers";
import { requireSameOrigin } from "~/modules/http/same-origin.server";
import { sendMail } from "~/modules/mail/send-mail.server";

// 'Delete my account' and, while a deletion is pending, 'Restore my account' (docs/product/vendor-journey-and-portal.md#delete-account;
// decision 091). Both act on the session's own account: no id is read from the browser.

export const headers = forwardHeaders;

const NO_STORE = { "Cache-Control": "no-store" };

export function meta() {
  return [{ title: "Delete my account | Shaadi Vendors UK" }, { name: "robots", content: "noindex" }];
}

/** After the deletion the session has ended: reloading this page would only send the vendor to sign in, hiding the confirmation. */
export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (actionResult && typeof actionResult === "object" && "requested" in actionResult) return false;
  return defaultShouldRevalidate;
}

export async function loader({ request }: Route.LoaderArgs) {
  const vendor = await requireVendor(request);
  try {
    const pending = await getPendingErasure(getDatabase(), vendor.id);
    return data({ eraseOn: pending ? formatErasureDate(pending.eraseAfter) : null, requested: null }, { headers: NO_STORE });
  } catch (error) {
    throwRouteError(error);
  }
}

/**
 * `intent=delete` with `password`: asks for the session's account to be deleted (answers the confirmation; the
 * session has ended); `intent=restore`: cancels the pending deletion and returns to the dashboard.
 */
export async function action({ request }: Route.ActionArgs) {
  try {
    requireSameOrigin(request);
    const vendor = await requireVendor(request);
    const formData = await request.formData();
    const intent = textField(formData, "intent");
    const db = getDatabase();
    const context = { provider: getBillingProvider() };
    if (intent === "restore") {
      await restoreAccount(db, vendor.id, context);
      return redirect("/vendor-dashboard", { status: 303, headers: NO_STORE });
    }
    if (intent !== "delete") throw new AppError("invalid", "Choose what to do with your account.");
    const { publicUrl, supportEmail } = getConfig();
    const { eraseAfter } = await requestAccountDeletion(
      db,
      { userId: vendor.id, email: vendor.email, ip: clientIp(request) },
      // A password's spaces are its own: never trimmed.
      String(formData.get("password") ?? ""),
      { sendMail, signInUrl: `${publicUrl}/vendor-auth`, supportEmail },
      context,
    );
    return data({ requested: { eraseOn: formatErasureDate(eraseAfter) } }, { headers: NO_STORE });
  } catch (error) {
    return formFailure(error, {}, { log: "A vendor's account deletion or restore failed", message: { message: "Your request could not be completed. Nothing has changed; please try again." } });
  }
}

export default function VendorDeleteAccountPage({ loaderData, actionData }: Route.ComponentProps) {
  const submitting = useNavigation().state !== "idle";
  const failure = actionData && "formError" in actionData ? actionData.formError : undefined;
  const requested = actionData && "requested" in actionData ? actionData.requested : null;
  if (requested) {
    return (
      <Page title="Your account will be deleted">
        <p>
          Your listing is off the site and your subscription will not renew. Your account and its data will be deleted on{" "}
          <strong>{requested.eraseOn}</strong>. You have been signed out; sign in before then to restore it.
        </p>
        <Button asChild variant="outline" className="mt-6">
          <Link to="/">Go to the home page</Link>
        </Button>
      </Page>
    );
  }
  if (loaderData.eraseOn) {
    return (
      <Page title={`Your account is set to be deleted on ${loaderData.eraseOn}`}>
        <p>Your listing is hidden from couples and your subscription is set to end. Restore your account to keep it: your subscription resumes and your listing returns to the site if its plan is still running.</p>
        {failure ? <ErrorAlert className="mt-4">{failure.message}</ErrorAlert> : null}
        <p className="mt-3">Until then you can still download everything we hold about your account.</p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Form method="post">
            <input type="hidden" name="intent" value="restore" />
            <Button type="submit" disabled={submitting}>
              <Undo2 aria-hidden="true" /> Restore my account
            </Button>
          </Form>
          {/* The portal's header, which carries this link, is out of reach while the deletion is pending; the zip
              still answers (decision 091). A plain link, so the browser saves it. */}
          <Button asChild variant="outline">
            <a href="/vendor-dashboard/my-data.zip" download>
              <Download aria-hidden="true" /> Download my data
            </a>
          </Button>
        </div>
      </Page>
    );
  }
  return (
    <Page title="Delete my account">
      <ul className="list-disc space-y-2 pl-5">
        <li>Your listing leaves the site at once: couples can no longer find it or send you enquiries.</li>
        <li>Your subscription is cancelled and will not renew. There is no refund for the time left.</li>
        <li>You are signed out everywhere, and we email you the date your account will be deleted.</li>
        <li>
          {ERASURE_GRACE_DAYS} days later your account, listing, photos, enquiries and messages are deleted for good. Until then, signing in lets you
          restore everything.
        </li>
        <li>We keep only what the law requires for accounting: the amount, date and plan of your payments.</li>
      </ul>
      {failure ? <ErrorAlert className="mt-4">{failure.message}</ErrorAlert> : null}
      <Form method="post" className="mt-6 space-y-3">
        <input type="hidden" name="intent" value="delete" />
        <label htmlFor="delete-password" className="block font-medium text-ink">
          Enter your password to confirm
        </label>
        <Input id="delete-password" name="password" type="password" autoComplete="current-password" required />
        <Button type="submit" variant="outline" disabled={submitting}>
          <Trash2 aria-hidden="true" /> Delete my account
        </Button>
      </Form>
    </Page>
  );
}

function Page({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="mx-auto max-w-2xl px-4 py-10 md:py-14">
      <h1 className="text-3xl font-bold text-brand-800">{title}</h1>
      <div className="mt-4 text-ink">{children}</div>
      <p className="mt-8 text-sm text-muted">
        <Link to="/vendor-dashboard" className="underline">
          Back to the dashboard
        </Link>
      </p>
    </section>
  );
}
