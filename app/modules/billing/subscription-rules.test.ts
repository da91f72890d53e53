import { describe, expect, it } from "vitest";
import {
  graceEndsAt,
  isBillingFailure,
  PAST_DUE_GRACE_DAYS,
  standingLabel,
  subscriptionDateLine,
  subscriptionEndedAt,
  subscriptionStanding,
  type SubscriptionTerms,
} from "~/modules/billing/subscription-rules";

const PERIOD_END = new Date("2027-03-12T10:00:00Z");
const DAY = 24 * 60 * 60 * 1000;
const before = new Date(PERIOD_END.getTime() - 1);
const terms = (overrides: Partial<SubscriptionTerms> = {}): SubscriptionTerms => ({
  status: "active",
  currentPeriodEnd: PERIOD_END,
  cancelAtPeriodEnd: false,
  ...overrides,
});

describe("subscription standing", () => {
  it("keeps an active subscription active, even past its period end (the provider renews it)", () => {
    expect(subscriptionStanding(terms(), before)).toBe("active");
    expect(subscriptionStanding(terms(), new Date(PERIOD_END.getTime() + 30 * DAY))).toBe("active");
    expect(subscriptionStanding(terms({ status: "trialing" }), before)).toBe("active");
  });

  it("ends a cancelled-at-period-end subscription exactly at its period end", () => {
    expect(subscriptionStanding(terms({ cancelAtPeriodEnd: true }), before)).toBe("cancelling");
    expect(subscriptionStanding(terms({ cancelAtPeriodEnd: true }), PERIOD_END)).toBe("ended");
  });

  it("ends at once for canceled, unpaid, incomplete_expired and paused", () => {
    for (const status of ["canceled", "unpaid", "incomplete_expired", "paused"] as const) {
      expect(subscriptionStanding(terms({ status }), before)).toBe("ended");
    }
  });

  it("gives a past-due subscription 7 days after its period end", () => {
    expect(PAST_DUE_GRACE_DAYS).toBe(7);
    const pastDue = terms({ status: "past_due" });
    expect(subscriptionStanding(pastDue, new Date(PERIOD_END.getTime() + 7 * DAY - 1))).toBe("past_due_grace");
    expect(subscriptionStanding(pastDue, new Date(PERIOD_END.getTime() + 7 * DAY))).toBe("ended");
    expect(graceEndsAt(PERIOD_END)).toEqual(new Date("2027-03-19T10:00:00Z"));
    // Without a known period end there is nothing to count from: it stays in grace until the provider decides.
    expect(subscriptionStanding(terms({ status: "past_due", currentPeriodEnd: null }), new Date("2030-01-01"))).toBe("past_due_grace");
  });
});

describe("subscription wording", () => {
  it("words the dates as the card shows them", () => {
    expect(subscriptionDateLine({ standing: "active", currentPeriodEnd: PERIOD_END, endedAt: null })).toBe("Renews on 12 March 2027");
    expect(subscriptionDateLine({ standing: "cancelling", currentPeriodEnd: PERIOD_END.toISOString(), endedAt: null })).toBe("Ends on 12 March 2027");
    expect(subscriptionDateLine({ standing: "ended", currentPeriodEnd: PERIOD_END, endedAt: PERIOD_END })).toBe("Ended on 12 March 2027");
    expect(subscriptionDateLine({ standing: "past_due_grace", currentPeriodEnd: PERIOD_END, endedAt: null })).toBe("Payment overdue since 12 March 2027");
    expect(subscriptionDateLine({ standing: "active", currentPeriodEnd: null, endedAt: null })).toBeNull();
    // UK time: 23:30 UTC on 31 May is 1 June in London.
    expect(subscriptionDateLine({ standing: "active", currentPeriodEnd: new Date("2027-05-31T23:30:00Z"), endedAt: null })).toBe("Renews on 1 June 2027");
  });

  it("labels each standing", () => {
    expect([standingLabel("active"), standingLabel("cancelling"), standingLabel("past_due_grace"), standingLabel("ended")]).toEqual([
      "Active",
      "Cancels at period end",
      "Payment overdue",
      "Ended",
    ]);
  });

  it("dates the end: the period end, the grace end, or the ending event", () => {
    const lastEventAt = new Date("2026-09-01T00:00:00Z");
    expect(subscriptionEndedAt({ ...terms({ cancelAtPeriodEnd: true }), lastEventAt })).toEqual(PERIOD_END);
    expect(subscriptionEndedAt({ ...terms({ status: "past_due" }), lastEventAt })).toEqual(new Date("2027-03-19T10:00:00Z"));
    expect(subscriptionEndedAt({ ...terms({ status: "canceled" }), lastEventAt })).toEqual(lastEventAt);
  });

  it("recognises the dashboard's billing failure marker", () => {
    expect(isBillingFailure("http://localhost:3000/vendor-dashboard?billing=failed")).toBe(true);
    expect(isBillingFailure(new URL("http://localhost:3000/vendor-dashboard"))).toBe(false);
    expect(isBillingFailure("/vendor-dashboard?billing=ok")).toBe(false);
  });
});
