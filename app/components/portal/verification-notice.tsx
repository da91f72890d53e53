import { MailWarning } from "lucide-react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { useActionToast, type ToastMessage } from "~/components/ui/toast";

/**
 * The dashboard's email verification notice (docs/product/vendor-journey-and-portal.md#email-verification): shown while the account's email is unverified, with
 * 'Resend', which posts `intent=resend-verification` to the dashboard; the answer's toast says 'Verification
 * email sent' or 'Failed to resend verification email. Please try again.' (or how long to wait when limited).
 */
export function VerificationNotice({ email }: { email: string }) {
  const fetcher = useFetcher<{ toast?: ToastMessage }>();
  useActionToast(fetcher.data?.toast);
  const sending = fetcher.state !== "idle";
  return (
    <section aria-labelledby="verification-heading" className="rounded-2xl border border-gold-300 bg-gold-100 p-6">
      <h2 id="verification-heading" className="flex items-center gap-2 text-lg font-semibold text-ink">
        <MailWarning className="size-5 text-gold-700" aria-hidden="true" /> Please verify your email address
      </h2>
      <p className="mt-2 text-ink">
        We sent a verification link to <strong>{email}</strong>. Your listing is reviewed once your email is verified. No email? Check
        your spam folder, or send a new link.
      </p>
      <fetcher.Form method="post" action="/vendor-dashboard" className="mt-4">
        <input type="hidden" name="intent" value="resend-verification" />
        <Button type="submit" variant="outline" disabled={sending}>
          {sending ? "Sending…" : "Resend"}
        </Button>
      </fetcher.Form>
    </section>
  );
}
