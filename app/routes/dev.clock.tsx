import { Clock } from "lucide-react";
import { Form } from "react-router";
import type { Route } from "./+types/dev.clock";
import { Button } from "~/components/ui/button";
import { getConfig } from "~/config.server";
import { getDatabase } from "~/db/client.server";
import { resolveAuthSecret } from "~/modules/accounts/auth-secret.server";
import { AppError } from "~/modules/errors/app-error";
import { throwRouteError } from "~/modules/http/route-errors.server";
import { requireSameOrigin } from "~/modules/http/same-origin.server";
import { sendMail } from "~/modules/mail/send-mail.server";
import { getBillingProvider } from "~/modules/billing/billing.server";
import { eraseDueVendorAccounts } from "~/modules/erasure/erase-due-accounts.server";
import { runInsightsRollups } from "~/modules/insights/run-insights-rollups.server";
import { sendReviewInvitations } from "~/modules/reviews/review-invitations.server";
import { runRetention } from "~/modules/retention/run-retention.server";
import { advanceClock, now, resetClock, systemNow } from "~/modules/time/clock";
import { isCalendarDay } from "~/modules/time/uk-dates";
import { sendMonthlySummaries } from "~/modules/vendor-performance/monthly-summary.server";

// The development clock (docs/product/couples-tools.md#review-invitations; decision 019): the browser tests run the production
// build in another process, so they move its app clock and run the daily review invitations here instead of
// waiting for real days. Shown exactly where /dev/outbox is (config.server.ts `devOutbox`: outside production,
// or DEV_OUTBOX=on without SMTP, which only the test server sets); everywhere else a 404. docs/decisions/029-reviews.md.

const DAY_MS = 24 * 60 * 60 * 1000;

function requireDevClock(): void {
  if (!getConfig().devOutbox) throw new Response("Not Found", { status: 404 });
}

export function meta() {
  return [{ title: "Development clock | Shaadi Vendors UK" }, { name: "robots", content: "noindex" }];
}

export function loader() {
  requireDevClock();
  return { now: now().toISOString() };
}

/**
 * `intent=advance` with `days` (1–3650): the app clock runs that many days ahead of the system clock;
 * `intent=set` with `day` (`YYYY-MM-DD`): the app clock runs from noon UTC that day, so a test that types dates
 * reads the same "today" whenever it runs; `intent=reset`: back to the system clock; `intent=send-review-invitations`: runs the invitation sweep now;
 * `intent=run-rollups`: recomputes the figures for vendors and the team now, all of them (decision 086), so a test that
 * moved the clock or wrote records reads them at once; `intent=send-monthly-summaries`: runs the vendors' monthly
 * summary sweep now (docs/product/vendor-journey-and-portal.md#monthly-summary); `intent=run-retention`: applies the
 * retention schedule at the app time now (docs/product/public-area.md#retention; decision 089), so a test that moved
 * the clock sees old conversations anonymised; `intent=run-erasures`: deletes the vendor accounts due for deletion
 * at the app time (decision 091).
 * Output: the app time and, for a sweep, what it sent; for the roll-up, the days and vendors recomputed; for the
 * retention sweep, the rows changed per kind.
 */
export async function action({ request }: Route.ActionArgs) {
  try {
    requireSameOrigin(request);
    requireDevClock();
    const form = await request.formData();
    const intent = form.get("intent");
    if (intent === "advance") {
      const days = Number(form.get("days"));
      if (!Number.isInteger(days) || days < 1 || days > 3650) throw new AppError("invalid", "days must be a whole number from 1 to 3650");
      advanceClock(days * DAY_MS);
      return { now: now().toISOString(), sent: null };
    }
    if (intent === "set") {
      const day = String(form.get("day") ?? "");
      if (!isCalendarDay(day)) throw new AppError("invalid", "day must be a date written YYYY-MM-DD");
      advanceClock(new Date(`${day}T12:00:00Z`).getTime() - systemNow().getTime());
      return { now: now().toISOString(), sent: null };
    }
    if (intent === "run-rollups") {
      const run = await runInsightsRollups(getDatabase(), { full: true });
      return { now: now().toISOString(), sent: null, rolledUp: { days: run.days, vendors: run.vendors } };
    }
    if (intent === "run-erasures") {
      const erased = await eraseDueVendorAccounts(getDatabase(), { at: now(), provider: getBillingProvider() });
      return { now: now().toISOString(), sent: null, erased };
    }
    if (intent === "run-retention") {
      const { publicUrl, supportEmail } = getConfig();
      const run = await runRetention(getDatabase(), { at: now(), mail: { sendMail, publicUrl, supportEmail } });
      return { now: now().toISOString(), sent: null, retained: Object.fromEntries(Object.entries(run).map(([kind, count]) => [kind, count.rows])) };
    }
    if (intent === "reset") {
      resetClock();
      return { now: now().toISOString(), sent: null };
    }
    if (intent === "send-review-invitations") {
      const { publicUrl, supportEmail } = getConfig();
      const sweep = await sendReviewInvitations({ db: getDatabase(), sendMail, publicUrl, supportEmail, secret: resolveAuthSecret(getConfig()) });
      return { now: now().toISOString(), sent: sweep.sent };
    }
    if (intent === "send-monthly-summaries") {
      const { publicUrl, supportEmail } = getConfig();
      const sweep = await sendMonthlySummaries({ db: getDatabase(), sendMail, publicUrl, supportEmail });
      return { now: now().toISOString(), sent: sweep.sent, summaries: true };
    }
    throw new AppError("invalid", "Unknown intent");
  } catch (error) {
    throwRouteError(error);
  }
}

export default function DevClockPage({ loaderData, actionData }: Route.ComponentProps) {
  const current = actionData?.now ?? loaderData.now;
  return (
    <section className="mx-auto max-w-2xl px-4 py-10">
      <h1 className="flex items-center gap-2 text-3xl font-bold text-brand-800">
        <Clock className="size-7" aria-hidden="true" /> Development clock
      </h1>
      <p className="mt-2 text-muted">
        App time: <time dateTime={current} data-testid="app-time">{current.replace("T", " ").slice(0, 19)} UTC</time>
      </p>
      {actionData?.sent !== null && actionData?.sent !== undefined ? (
        <p role="status" className="mt-4 rounded-lg bg-green-50 p-3 text-sm text-green-900">
          {actionData && "summaries" in actionData ? "Monthly summaries sent" : "Review invitations sent"}: {actionData.sent}
        </p>
      ) : null}
      {actionData && "rolledUp" in actionData && actionData.rolledUp ? (
        <p role="status" className="mt-4 rounded-lg bg-green-50 p-3 text-sm text-green-900">
          Figures rolled up: {actionData.rolledUp.days} days, {actionData.rolledUp.vendors} vendors
        </p>
      ) : null}
      {actionData && "retained" in actionData && actionData.retained ? (
        <p role="status" className="mt-4 rounded-lg bg-green-50 p-3 text-sm text-green-900">
          Retention applied: {Object.values(actionData.retained).reduce((sum, rows) => sum + rows, 0)} rows
        </p>
      ) : null}
      <Form method="post" className="mt-6 flex flex-wrap items-end gap-3">
        <input type="hidden" name="intent" value="advance" />
        <label className="space-y-1 text-sm font-semibold text-ink">
          <span className="block">Days ahead of the system clock</span>
          <input name="days" type="number" min={1} max={3650} defaultValue={1} className="h-11 w-32 rounded-lg border border-brand-200 px-3" />
        </label>
        <Button type="submit">Advance the clock</Button>
      </Form>
      <div className="mt-4 flex flex-wrap gap-3">
        <Form method="post">
          <input type="hidden" name="intent" value="send-review-invitations" />
          <Button type="submit" variant="outline">
            Send review invitations now
          </Button>
        </Form>
        <Form method="post">
          <input type="hidden" name="intent" value="run-rollups" />
          <Button type="submit" variant="outline">
            Roll up the figures now
          </Button>
        </Form>
        <Form method="post">
          <input type="hidden" name="intent" value="send-monthly-summaries" />
          <Button type="submit" variant="outline">
            Send monthly summaries now
          </Button>
        </Form>
        <Form method="post">
          <input type="hidden" name="intent" value="run-retention" />
          <Button type="submit" variant="outline">
            Apply the retention schedule now
          </Button>
        </Form>
        <Form method="post">
          <input type="hidden" name="intent" value="reset" />
          <Button type="submit" variant="outline">
            Back to the system clock
          </Button>
        </Form>
      </div>
    </section>
  );
}
