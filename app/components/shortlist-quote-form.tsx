import { Form, Link, useNavigation } from "react-router";
import { EnquiryFields } from "~/components/enquiry-fields";
import { Icon } from "~/components/icon";
import { FormErrorAlert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { useFieldErrors } from "~/components/use-field-errors";
import {
  ENQUIRY_FIELD_NAMES,
  enquirySchema,
  type EnquiryFormValues,
} from "~/modules/enquiries/enquiry-form";
import { MAX_QUOTE_VENDORS, QUOTE_VENDOR_FIELD, quoteSelectionError, type QuotesSent } from "~/modules/enquiries/quote-request-form";
import { fieldErrors, textField, type FormFailure } from "~/modules/http/form-errors";

/** The values a refused quote request shows again: the enquiry fields as typed and the vendors ticked. */
export type QuoteFormValues = Partial<EnquiryFormValues> & { vendor?: string[] };
export type QuoteResult = QuotesSent | FormFailure<QuoteFormValues>;

const isSent = (result: QuoteResult | undefined): result is QuotesSent => Boolean(result && "sent" in result);

/**
 * 'Request quotes' (docs/product/couples-tools.md#quote-requests): the shortlisted vendors as checkboxes (up to 5 ticked) and the vendor page's
 * enquiry fields, filled in once. A refusal keeps what was typed and ticked; success lists the vendors contacted.
 */
export function ShortlistQuoteForm({
  vendors,
  selected,
  result,
  dates,
}: {
  vendors: { id: number; name: string }[];
  /** Vendor ids ticked when the page opened (from /shortlist's selection). */
  selected: number[];
  result: QuoteResult | undefined;
  dates: { min: string; max: string };
}) {
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting";
  const { errors, showBrowserErrors } = useFieldErrors(result, isSent(result) ? undefined : result?.fieldErrors);

  if (isSent(result)) {
    return (
      <section role="status" aria-labelledby="quotes-heading" className="space-y-3 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-brand-100">
        <h2 id="quotes-heading" className="flex items-center gap-2 text-xl font-bold text-brand-800">
          <Icon name="circle-check" className="size-5 text-green-700" /> Quote requests sent
        </h2>
        <p className="text-sm text-ink">Your enquiry went to:</p>
        <ul className="list-disc space-y-1 pl-6 text-sm font-semibold text-ink">
          {result.vendors.map((vendor) => (
            <li key={vendor.id}>{vendor.name}</li>
          ))}
        </ul>
        <p className="text-sm text-muted">
          Each vendor replies to you by email. We have sent confirmations to <strong className="break-all text-ink">{result.email}</strong>.
        </p>
        <Link to="/shortlist" className="text-sm font-semibold text-brand-700 underline">
          Back to your shortlist
        </Link>
      </section>
    );
  }

  const failure = result;
  const values: QuoteFormValues = failure?.values ?? {};
  const ticked = new Set((values.vendor ?? selected.map(String)).map(Number));
  const vendorError = errors[QUOTE_VENDOR_FIELD];

  return (
    <section aria-labelledby="quotes-heading" className="space-y-4 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-brand-100">
      <h2 id="quotes-heading" className="text-xl font-bold">
        Your enquiry
      </h2>
      <FormErrorAlert error={failure?.formError} />
      <Form
        method="post"
        noValidate
        preventScrollReset
        onSubmit={(event) => {
          const form = new FormData(event.currentTarget);
          const errorsFound: Record<string, string> = {};
          const selection = quoteSelectionError(form.getAll(QUOTE_VENDOR_FIELD).map(Number));
          if (selection) errorsFound[QUOTE_VENDOR_FIELD] = selection;
          const parsed = enquirySchema.safeParse(Object.fromEntries(ENQUIRY_FIELD_NAMES.map((name) => [name, textField(form, name)])));
          if (!parsed.success) Object.assign(errorsFound, fieldErrors(parsed.error));
          if (Object.keys(errorsFound).length === 0) return showBrowserErrors(undefined);
          event.preventDefault();
          showBrowserErrors(errorsFound);
        }}
        className="space-y-4"
      >
        <fieldset className="space-y-2" aria-describedby={vendorError ? "quote-vendor-error" : undefined}>
          <legend className="text-sm font-semibold text-ink">Vendors to ask (up to {MAX_QUOTE_VENDORS})</legend>
          <ul className="grid gap-2 sm:grid-cols-2">
            {vendors.map((vendor) => (
              <li key={vendor.id}>
                <label className="flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    name={QUOTE_VENDOR_FIELD}
                    value={vendor.id}
                    defaultChecked={ticked.has(vendor.id)}
                    className="size-5 accent-brand-700"
                  />
                  {vendor.name}
                </label>
              </li>
            ))}
          </ul>
          {vendorError ? (
            <p id="quote-vendor-error" className="text-sm text-red-800">
              {vendorError}
            </p>
          ) : null}
        </fieldset>
        <EnquiryFields idPrefix="quote" values={values} errors={errors} dates={dates} />
        <Button type="submit" className="w-full" disabled={submitting}>
          <Icon name="send" /> {submitting ? "Sending…" : "Send quote requests"}
        </Button>
      </Form>
    </section>
  );
}
