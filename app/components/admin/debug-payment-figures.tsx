import type { ReactNode } from "react";
import { Badge } from "~/components/ui/badge";
import { CHECKOUT_STATUSES, type CheckoutSummary, type PaymentDebugInfo } from "~/modules/admin/payment-debug";
import { formatPounds } from "~/modules/billing/plans";

// The figures of the payment debug page (docs/product/admin.md#payment-debug).

const TIME_FORMAT = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "Europe/London",
});

const formatTime = (value: Date | string | null) => (value === null ? "—" : TIME_FORMAT.format(new Date(value)));

/** A titled white card. */
function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-brand-100">
      <h2 id={id} className="text-lg font-semibold text-brand-800">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

const cell = "px-3 py-2";
const headCell = "px-3 py-2 text-xs font-semibold uppercase tracking-wide text-muted";

/** The billing adapter in use and the early-bird spots left. */
export function DebugOverview({ adapter, earlyBird }: Pick<PaymentDebugInfo, "adapter" | "earlyBird">) {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Panel id="debug-adapter" title="Billing adapter">
        <p className="text-xl font-bold text-ink">{adapter.label}</p>
        <p className="mt-1 text-sm text-muted">
          {adapter.provider === "test"
            ? "No STRIPE_SECRET_KEY is set: checkouts are paid on this site's own test page."
            : "STRIPE_SECRET_KEY is set: checkouts open on Stripe."}
        </p>
        {adapter.priceIds.length > 0 ? (
          <ul className="mt-3 flex flex-wrap gap-2 text-xs">
            {adapter.priceIds.map((price) => (
              <li key={price.plan}>
                <Badge variant={price.configured ? "brand" : "neutral"}>
                  {price.plan}: {price.configured ? "price id set" : "inline price"}
                </Badge>
              </li>
            ))}
          </ul>
        ) : null}
      </Panel>
      <Panel id="debug-early-bird" title="Early-bird spots">
        <p className="text-xl font-bold text-ink">
          {earlyBird.remainingSpots.toLocaleString("en-GB")} <span className="text-base font-normal text-muted">of {earlyBird.totalSpots} remaining</span>
        </p>
        {earlyBird.error ? <p className="mt-1 text-sm text-red-800">The counter could not be read: {earlyBird.error}</p> : null}
      </Panel>
    </div>
  );
}

/** Checkout sessions per plan and status, and subscriptions per status. */
export function DebugCounts({ checkouts, subscriptions }: Pick<PaymentDebugInfo, "checkouts" | "subscriptions">) {
  return (
    <div className="grid gap-4 lg:grid-cols-[2fr_1fr]">
      <Panel id="debug-checkouts" title={`Checkout sessions (${checkouts.total.toLocaleString("en-GB")})`}>
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm tabular-nums">
            <thead>
              <tr>
                <th scope="col" className={headCell}>
                  Plan
                </th>
                {CHECKOUT_STATUSES.map((status) => (
                  <th key={status} scope="col" className={headCell}>
                    {status}
                  </th>
                ))}
                <th scope="col" className={headCell}>
                  Total
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-brand-100">
              {checkouts.rows.map((row) => (
                <tr key={row.plan}>
                  <th scope="row" className={`${cell} font-medium text-ink`}>
                    {row.planName}
                  </th>
                  {CHECKOUT_STATUSES.map((status) => (
                    <td key={status} className={cell}>
                      {row.counts[status] ?? 0}
                    </td>
                  ))}
                  <td className={`${cell} font-semibold`}>{row.total}</td>
                </tr>
              ))}
              <tr>
                <th scope="row" className={`${cell} font-semibold text-ink`}>
                  All plans
                </th>
                {CHECKOUT_STATUSES.map((status) => (
                  <td key={status} className={`${cell} font-semibold`}>
                    {checkouts.totals[status] ?? 0}
                  </td>
                ))}
                <td className={`${cell} font-semibold`}>{checkouts.total}</td>
              </tr>
            </tbody>
          </table>
        </div>
      </Panel>
      <Panel id="debug-subscriptions" title={`Subscriptions (${subscriptions.total.toLocaleString("en-GB")})`}>
        <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm tabular-nums">
          {subscriptions.byStatus.map((row) => (
            <div key={row.status} className="contents">
              <dt className="text-muted">{row.status}</dt>
              <dd className="text-right font-semibold text-ink">{row.count}</dd>
            </div>
          ))}
        </dl>
      </Panel>
    </div>
  );
}

/** The newest checkouts, newest first. */
export function DebugLatestCheckouts({ checkouts }: { checkouts: CheckoutSummary[] }) {
  return (
    <Panel id="debug-latest" title="Latest checkouts">
      {checkouts.length === 0 ? (
        <p className="text-muted">No checkout has been opened yet.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[48rem] text-left text-sm">
            <thead>
              <tr>
                {["Created", "Session", "Plan", "Status", "Amount", "Email", "Notes"].map((label) => (
                  <th key={label} scope="col" className={headCell}>
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-brand-100">
              {checkouts.map((checkout) => (
                <tr key={checkout.id}>
                  <td className={`${cell} whitespace-nowrap text-muted`}>{formatTime(checkout.createdAt)}</td>
                  <td className={`${cell} max-w-[14rem] break-all font-mono text-xs`}>{checkout.id}</td>
                  <td className={cell}>{checkout.plan}</td>
                  <td className={cell}>{checkout.status}</td>
                  <td className={`${cell} tabular-nums`}>{formatPounds(checkout.amountPence)}</td>
                  <td className={`${cell} break-all`}>{checkout.customerEmail ?? "—"}</td>
                  <td className={`${cell} text-xs text-muted`}>
                    {[
                      checkout.provider === "test" ? "test mode" : "Stripe",
                      checkout.earlyBirdReserved ? "holds a spot" : null,
                      checkout.usedByAccount ? "account created" : null,
                      checkout.completedAt ? `paid ${formatTime(checkout.completedAt)}` : null,
                    ]
                      .filter(Boolean)
                      .join(" · ")}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Panel>
  );
}
