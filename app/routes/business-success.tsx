import { CheckCircle2 } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { BUSINESS_MESSAGES } from "~/modules/onboarding/business-form";

export function meta() {
  return [{ title: "Business Submitted | Shaadi Vendors UK" }, { name: "robots", content: "noindex" }];
}

const NEXT_STEPS = [
  "Our team reviews your listing, which takes 1-2 business days.",
  "We email you with an update once the review is done.",
  "Your listing then goes live for couples to find.",
];

export default function BusinessSuccessPage() {
  return (
    <section className="mx-auto max-w-lg px-4 py-12 md:py-16">
      <div className="rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-brand-100 md:p-8">
        <CheckCircle2 className="mx-auto size-14 text-green-700" aria-hidden="true" />
        <h1 className="mt-4 text-3xl font-bold text-brand-800">{BUSINESS_MESSAGES.success.title}</h1>
        <p className="mt-3 text-ink">{BUSINESS_MESSAGES.success.message}</p>
        <div className="mt-6 rounded-xl bg-brand-50 p-4 text-left">
          <h2 className="font-semibold text-brand-800">What happens next</h2>
          <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm text-ink">
            {NEXT_STEPS.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </div>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:justify-center">
          <Button asChild>
            <Link to="/vendor-auth">Go to Vendor Portal</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/">Return to Home</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/contact">Contact Support</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
