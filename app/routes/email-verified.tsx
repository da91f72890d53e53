import { Link, redirect } from "react-router";
import type { Route } from "./+types/email-verified";
import { StatusLayout } from "~/components/status-pages";
import { Button } from "~/components/ui/button";
import { VERIFICATION_STEPS, verificationPage } from "~/modules/onboarding/email-verified";

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
    <StatusLayout tone={loaderData.status} title={loaderData.title} message={loaderData.message} steps={VERIFICATION_STEPS[loaderData.status]}>
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
    </StatusLayout>
  );
}
