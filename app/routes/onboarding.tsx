import { Form, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/onboarding";
import { Icon } from "~/components/icon";
import { EarlyBirdBanner, PlanCard, planDetailsIds } from "~/components/plan-card";
import { ErrorAlert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { useActionToast } from "~/components/ui/toast";
import { cn } from "~/lib/cn";
import { getConfig } from "~/config.server";
import { getDatabase } from "~/db/client.server";
import { getBillingProvider } from "~/modules/billing/billing.server";
import { CHECKOUT_FAILED_MESSAGE, isCancelReturn, startCheckout } from "~/modules/billing/checkout.server";
import { releaseHolderCheckouts } from "~/modules/billing/early-bird-holds.server";
import { readEarlyBirdAvailability } from "~/modules/billing/early-bird.server";
import { holderFor, readHolderKey } from "~/modules/billing/holder-cookie.server";
import { getPlan, isEarlyBirdSoldOut, PLANS } from "~/modules/billing/plans";
import { planChoiceSchema } from "~/modules/billing/plan-schemas";
import { clientIp, rateLimitAddress } from "~/modules/http/client-ip.server";
import { textField } from "~/modules/http/form-errors";
import { formFailure, invalidForm, throwRouteError } from "~/modules/http/route-errors.server";
import { forwardHeaders } from "~/modules/http/route-headers";
import { requireSameOrigin } from "~/modules/http/same-origin.server";
import { BUSINESS_MESSAGES } from "~/modules/onboarding/business-form";
import { AUTH_REQUIRED_TOAST, hasAuthRequiredNotice } from "~/modules/onboarding/business-notices";

export function meta() {
  return [{ title: "Choose Your Plan | Shaadi Vendors UK" }];
}

// A refused start answers 429 with Retry-After (too many holds from one address, decision 014).
export const headers = forwardHeaders;

const SELLING_POINTS = [
  "One booking covers the fee about 10 times over",
  "No commissions",
  "No setup fees",
  "Cancel anytime",
];

export async function loader({ request }: Route.LoaderArgs) {
  try {
    const db = getDatabase();
    // Back from the provider's page through its cancel link: this browser's early-bird hold is given back.
    const holderKey = await readHolderKey(request);
    if (holderKey && isCancelReturn(new URL(request.url))) {
      await releaseHolderCheckouts(db, getBillingProvider(), holderKey);
    }
    const earlyBird = await readEarlyBirdAvailability(db);
    // Sent here from /business-details without a session or a checkout (docs/product/vendor-journey-and-portal.md#business-details 'Authentication Required').
    return { earlyBird, authRequired: hasAuthRequiredNotice(new URL(request.url).searchParams) };
  } catch (error) {
    throwRouteError(error);
  }
}

export async function action({ request }: Route.ActionArgs) {
  let values = { plan: "" };
  try {
    requireSameOrigin(request);
    values = { plan: textField(await request.formData(), "plan") };
    const parsed = planChoiceSchema.safeParse(values);
    if (!parsed.success) throw invalidForm(parsed.error, "Please choose a plan.");
    const config = getConfig();
    // Early-bird spots are held per browser and per address (decision 014); other plans are not limited.
    const holder = getPlan(parsed.data.plan).isLimited ? await holderFor(request, config.publicUrl) : undefined;
    const session = await startCheckout(getDatabase(), getBillingProvider(), {
      plan: parsed.data.plan,
      publicUrl: config.publicUrl,
      holder: holder && { key: holder.key, address: rateLimitAddress(clientIp(request)) },
    });
    // Same tab (decision 008): a new tab opened after an async call is stopped by popup blockers.
    return redirect(session.url, holder?.setCookie ? { headers: { "Set-Cookie": holder.setCookie } } : undefined);
  } catch (error) {
    return formFailure(error, values, { log: "Checkout could not be created", message: { message: CHECKOUT_FAILED_MESSAGE } });
  }
}

export default function OnboardingPage({ loaderData, actionData }: Route.ComponentProps) {
  const { remainingSpots } = loaderData.earlyBird;
  const soldOut = isEarlyBirdSoldOut(remainingSpots);
  const navigation = useNavigation();
  const submitting = navigation.state !== "idle" && navigation.formAction === "/onboarding";
  const authRequired = loaderData.authRequired && !actionData;
  useActionToast(authRequired ? AUTH_REQUIRED_TOAST : undefined);
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
      {actionData?.formError ? (
        <ErrorAlert className="mx-auto mb-6 max-w-xl">{actionData.formError.message}</ErrorAlert>
      ) : authRequired ? (
        <ErrorAlert className="mx-auto mb-6 max-w-xl">
          <strong>{BUSINESS_MESSAGES.authRequired.title}:</strong> {BUSINESS_MESSAGES.authRequired.message}
        </ErrorAlert>
      ) : null}
      {/* Posted to the bare path: the notice and cancel-return parameters belong to the visit, not the choice. */}
      <Form method="post" action="/onboarding">
        <fieldset>
          <legend className="sr-only">Plans</legend>
          <div className="grid gap-6 md:grid-cols-3">
            {PLANS.map((plan) => {
              const disabled = plan.isLimited && soldOut;
              return (
                <PlanCard
                  key={plan.id}
                  plan={plan}
                  soldOut={disabled}
                  idPrefix={`plan-${plan.id}`}
                  className="has-[:checked]:bg-brand-50 has-[:checked]:ring-4 has-[:checked]:ring-brand-600"
                  control={
                    <span className="flex items-center gap-2 font-semibold text-brand-800">
                      {/* The radio is named by its short label and described by the card's details; the label
                          stretches over the whole card, so a click anywhere on it chooses the plan, and the radio
                          stays above the label's cover. */}
                      <input
                        type="radio"
                        id={`plan-${plan.id}`}
                        name="plan"
                        value={plan.id}
                        disabled={disabled}
                        defaultChecked={plan.id === "showcase"}
                        aria-describedby={planDetailsIds(`plan-${plan.id}`)}
                        className="relative z-10 size-4 accent-brand-700"
                      />
                      <label
                        htmlFor={`plan-${plan.id}`}
                        className={cn("after:absolute after:inset-0 after:rounded-2xl", disabled ? "cursor-not-allowed" : "cursor-pointer")}
                      >
                        Choose {plan.name}
                      </label>
                    </span>
                  }
                />
              );
            })}
          </div>
        </fieldset>
        <div className="mt-8 text-center">
          <Button type="submit" size="lg" disabled={submitting}>
            {submitting ? "Redirecting to payment…" : "Continue to Payment"} <Icon name="arrow-right" />
          </Button>
        </div>
      </Form>
    </section>
  );
}
