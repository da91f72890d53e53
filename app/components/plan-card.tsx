import type { ReactNode } from "react";
import { Icon } from "~/components/icon";
import { Badge } from "~/components/ui/badge";
import { cn } from "~/lib/cn";
import { formatPounds, type Plan } from "~/modules/billing/plans";

/** The ids {@link PlanCard} gives its badges, price and features under `idPrefix`, for a control's aria-describedby. */
export const planDetailsIds = (idPrefix: string) => `${idPrefix}-badges ${idPrefix}-price ${idPrefix}-features`;

/**
 * One plan: name, yearly price, features and its badge ('Most Popular', 'Sold Out'). `soldOut` greys it.
 * `control` is what the card offers (a radio on /onboarding, a link on /pricing); the card is `relative`, so a
 * control's label may stretch over all of it. `idPrefix` names the details ({@link planDetailsIds}).
 */
export function PlanCard({
  plan,
  soldOut,
  control,
  className,
  idPrefix,
}: {
  plan: Plan;
  soldOut: boolean;
  control?: ReactNode;
  className?: string;
  idPrefix?: string;
}) {
  const id = (part: string) => (idPrefix ? `${idPrefix}-${part}` : undefined);
  return (
    <div
      className={cn(
        "relative flex h-full flex-col rounded-2xl p-6 shadow-sm",
        plan.badge ? "ring-2 ring-brand-600" : "ring-1 ring-brand-100",
        soldOut ? "bg-gray-100 opacity-70" : "bg-white",
        className,
      )}
    >
      <div id={id("badges")} className="mb-3 flex min-h-6 flex-wrap gap-2">
        {plan.badge ? <Badge>{plan.badge}</Badge> : null}
        {plan.isLimited && !soldOut ? <Badge variant="gold">Limited spots</Badge> : null}
        {soldOut ? <Badge variant="neutral">Sold Out</Badge> : null}
      </div>
      <h2 className="text-xl font-bold text-brand-800">{plan.name}</h2>
      <p id={id("price")} className="mt-2">
        <span className="text-3xl font-bold text-ink">{formatPounds(plan.pricePence)}</span>
        <span className="text-muted"> / year</span>
      </p>
      <ul id={id("features")} className="mt-4 flex-1 space-y-2 text-sm text-ink">
        {plan.features.map((feature) => (
          <li key={feature} className="flex items-start gap-2">
            <Icon name="check" className="mt-0.5 size-4 shrink-0 text-brand-700" />
            {feature}
          </li>
        ))}
      </ul>
      {control ? <div className="mt-6">{control}</div> : null}
    </div>
  );
}

/** The early-bird banner: spots left, or that the offer is sold out. */
export function EarlyBirdBanner({ remainingSpots }: { remainingSpots: number }) {
  return (
    <p className="mx-auto mb-8 max-w-2xl rounded-xl bg-gold-100 px-4 py-3 text-center font-semibold text-gold-700">
      {remainingSpots > 0
        ? `Early Bird Offer: only ${remainingSpots} spots remaining at £99.99 per year!`
        : "The Early Bird Offer is sold out."}
    </p>
  );
}
