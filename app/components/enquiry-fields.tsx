import { Link } from "react-router";
import { FormField, SelectField, TextAreaField } from "~/components/form-field";
import type { EnquiryFormValues } from "~/modules/enquiries/enquiry-form";
import { EVENT_TYPES, HONEYPOT_FIELD, MAX_GUESTS, MAX_MESSAGE_LENGTH, MIN_GUESTS } from "~/modules/enquiries/enquiry-rules";

/**
 * The fields a couple fills in to contact vendors, the same on the vendor page's enquiry form and the shortlist's
 * quote request (docs/product/public-area.md#enquiries, docs/product/couples-tools.md#quote-requests): name, email, phone, event date and type,
 * guest count, message, and the hidden honeypot. `idPrefix` keeps ids unique per form; values and errors are the
 * failed submission's, so a rejected form keeps what was typed.
 */
export function EnquiryFields({
  idPrefix,
  values,
  errors,
  dates,
}: {
  idPrefix: string;
  values: Partial<EnquiryFormValues>;
  errors: Partial<Record<keyof EnquiryFormValues, string>>;
  dates: { min: string; max: string };
}) {
  const field = (name: keyof EnquiryFormValues) => ({ name, id: `${idPrefix}-${name}`, defaultValue: values[name], error: errors[name] });
  return (
    <>
      <FormField {...field("name")} label="Your name" autoComplete="name" maxLength={100} required />
      <FormField {...field("email")} label="Email" type="email" autoComplete="email" required />
      <FormField {...field("phone")} label="Phone (optional)" type="tel" autoComplete="tel" />
      <FormField {...field("eventDate")} label="Event date" type="date" min={dates.min} max={dates.max} required />
      <SelectField {...field("eventType")} defaultValue={values.eventType ?? ""} label="Event type" required>
        <option value="">Choose an event</option>
        {EVENT_TYPES.map((type) => (
          <option key={type} value={type}>
            {type}
          </option>
        ))}
      </SelectField>
      <FormField {...field("guestCount")} label="Guest count" type="number" inputMode="numeric" min={MIN_GUESTS} max={MAX_GUESTS} step={1} required />
      <TextAreaField {...field("message")} label="Message" rows={5} maxLength={MAX_MESSAGE_LENGTH} required />
      {/* The soft opt-in of the marketing mails (decision 094): said where the address is given, before it is sent. */}
      <p className="text-sm text-muted">
        We pass your details to the vendor so they can reply. We may also email you suggestions of similar vendors and, after your event, an invitation to
        review the vendor; every such email has a one-click unsubscribe, and you can opt out at any time. See our{" "}
        <Link to="/privacy" className="text-brand-700 underline">
          Privacy Policy
        </Link>
        .
      </p>
      {/* Honeypot: hidden from people and screen readers; bots that fill every field give themselves away. */}
      <div aria-hidden="true" className="absolute -left-[10000px] size-px overflow-hidden">
        <label htmlFor={`${idPrefix}-${HONEYPOT_FIELD}`}>Leave this field empty</label>
        <input id={`${idPrefix}-${HONEYPOT_FIELD}`} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
    </>
  );
}
