import { Link } from "react-router";
import type { Route } from "./+types/business-success";
import { StatusLayout } from "~/components/status-pages";
import { Button } from "~/components/ui/button";
import { getConfig } from "~/config.server";
import { BUSINESS_MESSAGES } from "~/modules/onboarding/business-form";

export function meta() {
  return [{ title: "Business Submitted | Shaadi Vendors UK" }, { name: "robots", content: "noindex" }];
}

const NEXT_STEPS = [
  "Our team reviews your listing, which takes 1-2 business days.",
  "We email you with an update once the review is done.",
  "Your listing then goes live for couples to find.",
];

/** docs/product/vendor-journey-and-portal.md#business-details: the support contact address is shown on the success page (SUPPORT_EMAIL). */
export function loader() {
  return { supportEmail: getConfig().supportEmail };
}

export default function BusinessSuccessPage({ loaderData }: Route.ComponentProps) {
  return (
    <StatusLayout
      tone="success"
      title={BUSINESS_MESSAGES.success.title}
      message={
        <>
          {BUSINESS_MESSAGES.success.message}
          <span className="mt-2 block text-sm">
            Questions? Email us at{" "}
            <a className="font-semibold text-brand-700 underline underline-offset-2" href={`mailto:${loaderData.supportEmail}`}>
              {loaderData.supportEmail}
            </a>
          </span>
        </>
      }
      steps={{ title: "What happens next", items: NEXT_STEPS, ordered: true }}
    >
      <Button asChild>
        <Link to="/vendor-auth">Go to Vendor Portal</Link>
      </Button>
      <Button asChild variant="outline">
        <Link to="/">Return to Home</Link>
      </Button>
      <Button asChild variant="outline">
        <Link to="/contact">Contact Support</Link>
      </Button>
    </StatusLayout>
  );
}
