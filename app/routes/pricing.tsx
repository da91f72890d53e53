import { Link } from "react-router";
import type { Route } from "./+types/pricing";
import { Icon } from "~/components/icon";
import { EarlyBirdBanner, PlanCard } from "~/components/plan-card";
import { Button } from "~/components/ui/button";
import { getDatabase } from "~/db/client.server";
import { readEarlyBirdAvailability } from "~/modules/billing/early-bird.server";
import { isEarlyBirdSoldOut, PLANS } from "~/modules/billing/plans";
import { planPriceList } from "~/modules/contact/contact-help";
import { originFrom, pageMeta } from "~/modules/seo/page-meta";
import { logWarning } from "~/modules/logging/logger.server";
import {
  formatUpheldShare,
  UPHELD_CREDIT_DAYS,
  UPHELD_SHARE_WINDOW_DAYS,
  type UpheldShare,
} from "~/modules/lead-quality/lead-quality-promise";
import { getUpheldShare } from "~/modules/lead-quality/upheld-share.server";

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
  // docs/product/couples-tools.md#lead-quality: the same for every visitor, so the page cache keeps it (decision 044).
  const upheldShare = await getUpheldShare(getDatabase());
  return { earlyBird, upheldShare };
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
      <LeadQualityPromise upheldShare={loaderData.upheldShare} />
    </section>
  );
}

/** The lead-quality promise (docs/product/couples-tools.md#lead-quality), with the upheld share once it means something. */
function LeadQualityPromise({ upheldShare }: { upheldShare: UpheldShare | null }) {
  return (
    <section aria-labelledby="lead-quality-heading" className="mx-auto mt-12 max-w-3xl rounded-2xl bg-white p-6 shadow-sm ring-1 ring-brand-100">
      <h2 id="lead-quality-heading" className="flex items-center gap-2 text-2xl font-semibold text-brand-800">
        <Icon name="shield-check" className="size-6" /> Genuine enquiries, our promise
      </h2>
      <ul className="mt-4 list-disc space-y-2 pl-5 text-ink">
        <li>Junk enquiries are held before they reach you: every enquiry is checked for spam, and suspicious ones wait for our team.</li>
        <li>If one still gets through, press &lsquo;Report not genuine&rsquo; on the conversation and our team will look at it.</li>
        <li>
          When we uphold your report, the enquiry leaves your figures, its sender is blocked for every vendor, and we credit you{" "}
          {UPHELD_CREDIT_DAYS} extra days of listing.
        </li>
      </ul>
      {upheldShare ? (
        <p className="mt-4 font-medium text-ink">
          {formatUpheldShare(upheldShare)} of enquiries in the last {UPHELD_SHARE_WINDOW_DAYS} days were reported and upheld.
        </p>
      ) : null}
    </section>
  );
}
