import { ArrowRight } from "lucide-react";
import { data, Form, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/onboarding";
import { EarlyBirdBanner, PlanCard } from "~/components/plan-card";
import { ErrorAlert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { getConfig } from "~/config.server";
import { getDatabase } from "~/db/client.server";
import { getBillingProvider } from "~/modules/billing/billing.server";
import { CHECKOUT_FAILED_MESSAGE, startCheckout } from "~/modules/billing/checkout.server";
import { readEarlyBirdAvailability } from "~/modules/billing/early-bird.server";
import { isEarlyBirdSoldOut, PLANS, planIdSchema } from "~/modules/billing/plans";
import { AppError } from "~/modules/errors/app-error";
import { isCrossSitePost } from "~/modules/http/same-origin.server";

export function meta() {
  return [{ title: "Choose Your Plan | Shaadi Vendors UK" }];
}

const SELLING_POINTS = [
  "One booking covers the fee about 10 times over",
  "No commissions",
  "No setup fees",
  "Cancel anytime",
];

export async function loader() {
  const earlyBird = await readEarlyBirdAvailability(getDatabase());
  return { earlyBird };
}

type ActionData = { error: string };

export async function action({ request }: Route.ActionArgs) {
  const formData = await request.formData();
  const config = getConfig();
  if (isCrossSitePost(request, config.publicUrl)) {
    return data<ActionData>({ error: "This form must be sent from our own site." }, { status: 403 });
  }
  const plan = planIdSchema.safeParse(formData.get("plan"));
  if (!plan.success) return data<ActionData>({ error: "Please choose a plan." }, { status: 400 });
  try {
    const session = await startCheckout(getDatabase(), getBillingProvider(), { plan: plan.data, publicUrl: config.publicUrl });
    // Same tab (decision 008): a new tab opened after an async call is stopped by popup blockers.
    return redirect(session.url);
  } catch (error) {
    if (error instanceof AppError) return data<ActionData>({ error: error.message }, { status: error.status });
    console.error("Checkout could not be created", error);
    return data<ActionData>({ error: CHECKOUT_FAILED_MESSAGE }, { status: 502 });
  }
}

export default function OnboardingPage({ loaderData, actionData }: Route.ComponentProps) {
  const { remainingSpots } = loaderData.earlyBird;
  const soldOut = isEarlyBirdSoldOut(remainingSpots);
  const navigation = useNavigation();
  const submitting = navigation.state !== "idle" && navigation.formAction === "/onboarding";
  return (
    <section className="mx-auto max-w-6xl px-4 py-12 md:py-16">
      <div className="mb-8 text-center">
        <h1 className="text-3xl font-bold text-brand-800 md:text-4xl">Choose Your Plan</h1>
        <p className="mt-3 text-muted">List your business with the UK&apos;s directory of South Asian wedding vendors.</p>
        <ul className="mt-6 flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm font-medium text-ink">
          {SELLING_POINTS.map((point) => (
            <li key={point}>✓ {point}</li>
          ))}
        </ul>
      </div>
      <EarlyBirdBanner remainingSpots={remainingSpots} />
      {actionData?.error ? <ErrorAlert className="mx-auto mb-6 max-w-xl">{actionData.error}</ErrorAlert> : null}
      <Form method="post">
        <fieldset>
          <legend className="sr-only">Plans</legend>
          <div className="grid gap-6 md:grid-cols-3">
            {PLANS.map((plan) => {
              const disabled = plan.isLimited && soldOut;
              return (
                <label key={plan.id} className={disabled ? "cursor-not-allowed" : "cursor-pointer"}>
                  <PlanCard
                    plan={plan}
                    soldOut={disabled}
                    className="has-[:checked]:bg-brand-50 has-[:checked]:ring-4 has-[:checked]:ring-brand-600"
                    control={
                      <span className="flex items-center gap-2 font-semibold text-brand-800">
                        <input
                          type="radio"
                          name="plan"
                          value={plan.id}
                          disabled={disabled}
                          defaultChecked={plan.id === "showcase"}
                          className="size-4 accent-brand-700"
                        />
                        Choose {plan.name}
                      </span>
                    }
                  />
                </label>
              );
            })}
          </div>
        </fieldset>
        <div className="mt-8 text-center">
          <Button type="submit" size="lg" disabled={submitting}>
            {submitting ? "Redirecting to payment…" : "Continue to Payment"} <ArrowRight aria-hidden="true" />
          </Button>
        </div>
      </Form>
    </section>
  );
}
