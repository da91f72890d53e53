import { useEffect, useSyncExternalStore } from "react";
import { Link, useLocation } from "react-router";
import { availableOnText } from "~/modules/availability/availability-dates";
import { DATE_PARAMS, datesParam } from "~/modules/search/date-budget-fields";
import { rememberedEventDates, rememberEventDates, storedEventDates, type RememberedDates } from "~/modules/search/remembered-dates";

const subscribeNothing = () => () => {};

/**
 * On a list asked without dates, a link that lists again with the couple's dates remembered for the tab ('Show vendors
 * free on 12 Aug and 14 Aug'); on a list asked with dates, those become the remembered ones
 * (docs/product/public-area.md#dates-and-budget, "kept while browsing"). Renders nothing on the server and until the
 * browser has read its memory, so the cached page is the same for everyone. Input: the list's own dates.
 */
export function RememberedDatesLink({ value, today }: { value: RememberedDates; today: string }) {
  const { pathname, search } = useLocation();
  // Read in the browser only: the server's page is the same for everyone.
  const stored = useSyncExternalStore(subscribeNothing, storedEventDates, () => null);
  const asked = value.dates.join(",");
  const offer = asked ? null : rememberedEventDates(stored, today);
  useEffect(() => {
    if (asked) rememberEventDates(value);
    // `value` is the page's; `asked` stands for it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [asked]);
  if (!offer) return null;
  const params = new URLSearchParams(search);
  params.set(DATE_PARAMS.dates, datesParam(offer.dates, offer.dateEventTypes));
  params.delete("page");
  return (
    <Link to={`${pathname}?${params}`} preventScrollReset className="text-sm font-semibold text-brand-700 underline" data-testid="remembered-dates">
      {`Show vendors free on your dates: ${availableOnText(offer.dates).replace(/^Available on /, "")}`}
    </Link>
  );
}
