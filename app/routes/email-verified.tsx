import { CheckCircle2, XCircle } from "lucide-react";
import { Link, redirect } from "react-router";
import type { Route } from "./+types/email-verified";
import { Button } from "~/components/ui/button";
import { verificationPage } from "~/modules/onboarding/email-verified";

export function meta() {
  return [{ title: "Email Verification | Shaadi Vendors UK" }, { name: "robots", content: "noindex" }];
}

export function loader({ request }: Route.LoaderArgs) {
  const page = verificationPage(new URL(request.url).searchParams);
  if ("redirectTo" in page) throw redirect(page.redirectTo);
  return page;
}

export default function EmailVerifiedPage({ loaderData }: Route.ComponentProps) {
  const success = loaderData.status === "success";
  return (
    <section className="mx-auto max-w-lg px-4 py-12 md:py-16">
      <div className="rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-brand-100 md:p-8">
        {success ? (
          <CheckCircle2 className="mx-auto size-14 text-green-700" aria-hidden="true" />
        ) : (
          <XCircle className="mx-auto size-14 text-red-700" aria-hidden="true" />
        )}
        <h1 className="mt-4 text-3xl font-bold text-brand-800">{loaderData.title}</h1>
        <p className="mt-3 text-ink">{loaderData.message}</p>
        <div className="mt-6 rounded-xl bg-brand-50 p-4 text-left">
          <h2 className="font-semibold text-brand-800">{success ? "Next steps" : "Things to try"}</h2>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-ink">
            {success ? (
              <>
                <li>Your listing is now under review.</li>
                <li>It will be activated within 1-2 business days.</li>
                <li>We will email you when it goes live.</li>
              </>
            ) : (
              <>
                <li>Check your spam or junk folder for the latest email.</li>
                <li>Make sure the link has not expired (it works for 24 hours).</li>
                <li>Request a new verification email from your vendor dashboard.</li>
              </>
            )}
          </ul>
        </div>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-center">
          {success ? (
            <Button asChild>
              <Link to="/vendor-auth">Go to Vendor Portal</Link>
            </Button>
          ) : (
            <>
              <Button asChild>
                <Link to="/vendor-auth">Try Again</Link>
              </Button>
              <Button asChild variant="outline">
                <Link to="/">Go Home</Link>
              </Button>
            </>
          )}
        </div>
      </div>
    </section>
  );
}
