import { Link } from "react-router";
import type { Route } from "./+types/pricing";
import { EarlyBirdBanner, PlanCard } from "~/components/plan-card";
import { Button } from "~/components/ui/button";
import { getDatabase } from "~/db/client.server";
import { readEarlyBirdAvailability } from "~/modules/billing/early-bird.server";
import { isEarlyBirdSoldOut, PLANS } from "~/modules/billing/plans";
import { planPriceList } from "~/modules/contact/contact-help";
import { originFrom, pageMeta } from "~/modules/seo/page-meta";
import { logWarning } from "~/modules/logging/logger.server";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "Pricing",
    description: `Annual listing plans for South Asian wedding vendors in the UK: ${planPriceList()} a year. No commission, no setup fees.`,
    origin: originFrom(matches),
    path: "/pricing",
  });
}

export async function loader() {
  const earlyBird = await readEarlyBirdAvailability(getDatabase());
  // docs/product/vendor-journey-and-portal.md#plans: the read error is kept (logged here) and the default 298 spots stays on the page.
  if (earlyBird.error) logWarning(`Early-bird counter could not be read: ${earlyBird.error}`);
  return { earlyBird };
}

export default function PricingPage({ loaderData }: Route.ComponentProps) {
  const { remainingSpots } = loaderData.earlyBird;
  const soldOut = isEarlyBirdSoldOut(remainingSpots);
  return (
    <section className="mx-auto max-w-6xl px-4 py-12 md:py-16">
      <div className="mb-8 text-center">
        <h1 className="text-3xl font-bold text-brand-800 md:text-4xl">Simple, Transparent Pricing</h1>
        <p className="mt-3 text-muted">Annual plans. No commissions, no setup fees, cancel anytime.</p>
      </div>
      <EarlyBirdBanner remainingSpots={remainingSpots} />
      <div className="grid gap-6 md:grid-cols-3">
        {PLANS.map((plan) => {
          const disabled = plan.isLimited && soldOut;
          return (
            <PlanCard
              key={plan.id}
              plan={plan}
              soldOut={disabled}
              control={
                disabled ? (
                  <Button className="w-full" disabled>
                    Sold Out
                  </Button>
                ) : (
                  <Button asChild className="w-full" variant={plan.badge ? "primary" : "outline"}>
                    <Link to="/onboarding" aria-label={`Get started with ${plan.name}`}>
                      Get Started
                    </Link>
                  </Button>
                )
              }
            />
          );
        })}
      </div>
    </section>
  );
}
