import { CalendarCheck, CalendarX, Flag, ReceiptText, Send } from "lucide-react";
import type { FormEvent, ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { FormField, TextAreaField } from "~/components/form-field";
import { FormErrorAlert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { useFieldErrors } from "~/components/use-field-errors";
import { BOOKED_AMOUNT_FIELD, bookedOutsideSchema } from "~/modules/conversations/bookings";
import { formatEventDate } from "~/modules/mail/enquiry-templates";
import {
  dayRange,
  QUOTE_EVENT_YEARS,
  QUOTE_EVENTS_MAX_LENGTH,
  QUOTE_INCLUDED_MAX_LENGTH,
  QUOTE_VALID_YEARS,
  quoteFormValues,
  quoteSchema,
  type QuoteField,
} from "~/modules/conversations/quote-form";
import type { VendorIntent } from "~/modules/conversations/vendor-conversation-rules";
import { fieldErrors, textField, type FormFailure } from "~/modules/http/form-errors";
import { REPORT_REASON_FIELD, REPORT_REASON_MAX_LENGTH, reportSchema } from "~/modules/lead-quality/report-rules";
import { shiftDay } from "~/modules/time/uk-dates";

/** A refused form of the page: what was typed (with its `intent`), field messages, the form's message. */
export type ConversationFailure = FormFailure<Record<string, string> & { intent: string }>;

/** Whether the page's latest refusal belongs to the form of `intent`. */
const failureOf = (failure: ConversationFailure | undefined, intent: VendorIntent) => (failure?.values.intent === intent ? failure : undefined);

/**
 * One of the page's secondary forms behind its button ('Send a quote', 'Booked outside the site', 'Report not
 * genuine'): a native disclosure, so it opens without JavaScript; open when its last attempt was refused.
 */
function FormDisclosure({ summary, icon, open, children }: { summary: string; icon: ReactNode; open: boolean; children: ReactNode }) {
  return (
    <details open={open || undefined} className="group rounded-2xl bg-white shadow-sm ring-1 ring-brand-100">
      <summary className="flex cursor-pointer list-none items-center gap-2 px-6 py-4 font-semibold text-brand-800 [&::-webkit-details-marker]:hidden">
        {icon}
        {summary}
      </summary>
      <div className="border-t border-brand-100 px-6 py-5">{children}</div>
    </details>
  );
}

/** Checks a form in the browser with `check` before it is sent; the server checks again. */
function useBrowserCheck(failure: ConversationFailure | undefined, check: (form: FormData) => Record<string, string> | undefined) {
  const { errors, showBrowserErrors } = useFieldErrors(failure, failure?.fieldErrors);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const found = check(new FormData(event.currentTarget));
    showBrowserErrors(found);
    if (found) event.preventDefault();
  };
  return { errors, onSubmit };
}

function useSubmitting(intent: VendorIntent): boolean {
  const navigation = useNavigation();
  return navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
}

/**
 * 'Send a quote' (docs/product/couples-tools.md#quotes-and-bookings): 'Price (£)', "What's included", the
 * event(s) and its date (prefilled from the enquiry), 'Valid until' (today to two years ahead, UK), then 'Send
 * quote'. `today` is the server's UK day; a refused quote comes back with what was typed.
 */
export function SendQuoteForm({
  failure,
  today,
  eventType,
  eventDate,
}: {
  failure: ConversationFailure | undefined;
  today: string;
  eventType: string;
  eventDate: string;
}) {
  const own = failureOf(failure, "quote");
  const submitting = useSubmitting("quote");
  const { errors, onSubmit } = useBrowserCheck(own, (form) => {
    const parsed = quoteSchema(today).safeParse(quoteFormValues(form));
    return parsed.success ? undefined : fieldErrors(parsed.error);
  });
  const valid = dayRange(today, QUOTE_VALID_YEARS);
  const event = dayRange(today, QUOTE_EVENT_YEARS);
  const typed = own?.values;
  const field = (name: QuoteField, fallback: string) => ({
    name,
    id: `quote-${name}`,
    defaultValue: typed ? typed[name] : fallback,
    error: errors[name],
  });
  return (
    <FormDisclosure summary="Send a quote" icon={<ReceiptText className="size-5" aria-hidden="true" />} open={Boolean(own)}>
      <FormErrorAlert error={own && Object.keys(own.fieldErrors).length === 0 ? own.formError : undefined} className="mb-4" />
      <Form method="post" noValidate preventScrollReset className="space-y-4" onSubmit={onSubmit}>
        <input type="hidden" name="intent" value="quote" />
        <FormField {...field("price", "")} label="Price (£)" inputMode="decimal" autoComplete="off" required />
        <TextAreaField {...field("included", "")} label="What's included" rows={4} maxLength={QUOTE_INCLUDED_MAX_LENGTH} required />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField {...field("events", eventType)} label="Event(s)" maxLength={QUOTE_EVENTS_MAX_LENGTH} required />
          <FormField {...field("eventDate", eventDate)} label="Event date" type="date" min={event.first} max={event.last} required />
        </div>
        <FormField {...field("validUntil", shiftDay(today, { days: 30 }))} label="Valid until" type="date" min={valid.first} max={valid.last} required />
        <Button type="submit" disabled={submitting}>
          <Send aria-hidden="true" /> {submitting ? "Sending…" : "Send quote"}
        </Button>
      </Form>
    </FormDisclosure>
  );
}

/** 'Booked outside the site' with an optional amount in pounds (docs/product/couples-tools.md#quotes-and-bookings). */
export function BookedOutsideForm({ failure }: { failure: ConversationFailure | undefined }) {
  const own = failureOf(failure, "booked-outside");
  const submitting = useSubmitting("booked-outside");
  const { errors, onSubmit } = useBrowserCheck(own, (form) => {
    const parsed = bookedOutsideSchema.safeParse({ [BOOKED_AMOUNT_FIELD]: textField(form, BOOKED_AMOUNT_FIELD) });
    return parsed.success ? undefined : fieldErrors(parsed.error);
  });
  return (
    <FormDisclosure summary="Booked outside the site" icon={<CalendarCheck className="size-5" aria-hidden="true" />} open={Boolean(own)}>
      <p className="mb-4 text-sm text-muted">Booked by phone or in person? Mark it here so the booking counts.</p>
      <FormErrorAlert error={own && Object.keys(own.fieldErrors).length === 0 ? own.formError : undefined} className="mb-4" />
      <Form method="post" noValidate preventScrollReset className="space-y-4" onSubmit={onSubmit}>
        <input type="hidden" name="intent" value="booked-outside" />
        <FormField
          name={BOOKED_AMOUNT_FIELD}
          id="booked-amount"
          label="Amount (£, optional)"
          inputMode="decimal"
          autoComplete="off"
          defaultValue={own?.values[BOOKED_AMOUNT_FIELD] ?? ""}
          error={errors[BOOKED_AMOUNT_FIELD]}
        />
        <Button type="submit" variant="outline" disabled={submitting}>
          <CalendarCheck aria-hidden="true" /> Mark as booked
        </Button>
      </Form>
    </FormDisclosure>
  );
}

/**
 * 'Cancel booking' (docs/product/vendor-journey-and-portal.md#availability): behind its disclosure, what cancelling
 * does and a second button that confirms it, so one stray press never cancels; works without JavaScript. A
 * refused cancellation opens it again with the reason.
 */
export function CancelBookingForm({ failure, coupleName, eventDate }: { failure: ConversationFailure | undefined; coupleName: string; eventDate: string }) {
  const own = failureOf(failure, "cancel-booking");
  const submitting = useSubmitting("cancel-booking");
  return (
    <FormDisclosure summary="Cancel booking" icon={<CalendarX className="size-5" aria-hidden="true" />} open={Boolean(own)}>
      <p className="mb-4 text-sm text-muted">
        Cancel the booking with {coupleName} for {formatEventDate(eventDate)}? The date becomes free again in your availability, and {coupleName} sees
        the cancellation in this conversation. Quotes they accepted stay in its history.
      </p>
      <FormErrorAlert error={own?.formError} className="mb-4" />
      <Form method="post" preventScrollReset>
        <input type="hidden" name="intent" value="cancel-booking" />
        <Button type="submit" variant="outline" className="border-red-300 text-red-800 hover:bg-red-50" disabled={submitting}>
          <CalendarX aria-hidden="true" /> {submitting ? "Cancelling…" : "Yes, cancel this booking"}
        </Button>
      </Form>
    </FormDisclosure>
  );
}

/** 'Report not genuine' with its 'Reason' (docs/product/couples-tools.md#lead-quality). */
export function ReportForm({ failure }: { failure: ConversationFailure | undefined }) {
  const own = failureOf(failure, "report");
  const submitting = useSubmitting("report");
  const { errors, onSubmit } = useBrowserCheck(own, (form) => {
    const parsed = reportSchema.safeParse({ [REPORT_REASON_FIELD]: textField(form, REPORT_REASON_FIELD) });
    return parsed.success ? undefined : fieldErrors(parsed.error);
  });
  return (
    <FormDisclosure summary="Report not genuine" icon={<Flag className="size-5" aria-hidden="true" />} open={Boolean(own)}>
      <p className="mb-4 text-sm text-muted">Spam, a sales pitch, or not a real couple? Tell us why and our team will look at it.</p>
      <FormErrorAlert error={own && Object.keys(own.fieldErrors).length === 0 ? own.formError : undefined} className="mb-4" />
      <Form method="post" noValidate preventScrollReset className="space-y-4" onSubmit={onSubmit}>
        <input type="hidden" name="intent" value="report" />
        <TextAreaField
          name={REPORT_REASON_FIELD}
          id="report-reason"
          label="Reason"
          rows={3}
          maxLength={REPORT_REASON_MAX_LENGTH}
          required
          defaultValue={own?.values[REPORT_REASON_FIELD] ?? ""}
          error={errors[REPORT_REASON_FIELD]}
        />
        <Button type="submit" variant="outline" disabled={submitting}>
          <Flag aria-hidden="true" /> Report not genuine
        </Button>
      </Form>
    </FormDisclosure>
  );
}
