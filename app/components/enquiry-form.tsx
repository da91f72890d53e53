import { useRef } from "react";
import { Form, useNavigation } from "react-router";
import { EnquiryFields } from "~/components/enquiry-fields";
import { Icon } from "~/components/icon";
import { FormErrorAlert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { useFieldErrors } from "~/components/use-field-errors";
import { useFocusFirstInvalid, useFocusWhen } from "~/components/use-form-focus";
import { useLazyFormCheck } from "~/components/use-lazy-form-check";
import type { EnquiryFormValues, EnquirySent } from "~/modules/enquiries/enquiry-form";
import type { FormFailure } from "~/modules/http/form-errors";

export type EnquiryResult = EnquirySent | FormFailure<EnquiryFormValues>;

type Props = {
  vendorName: string;
  /** The action's answer: the success, or the refused form with what was typed. */
  result: EnquiryResult | undefined;
  /** The first and last event dates to offer (`YYYY-MM-DD`, from the server's clock). */
  dates: { min: string; max: string };
  /** Starting values (the planner's event, a signed-in couple's email), shown until a refusal brings what was typed. */
  defaults?: Partial<EnquiryFormValues>;
  /** The owner's preview of an inactive listing: the form is shown as couples will see it, but cannot be sent. */
  preview?: boolean;
};

const isSent = (result: EnquiryResult | undefined): result is EnquirySent => Boolean(result && "sent" in result);

/**
 * The couple's enquiry form on a public vendor page (docs/product/public-area.md#enquiries): the fields with their messages, a hidden
 * honeypot, and after sending 'Enquiry sent' with what happens next in its place.
 */
export function EnquiryForm({ vendorName, result, dates, defaults, preview = false }: Props) {
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" && navigation.formMethod?.toUpperCase() === "POST";
  // Instant feedback with the action's schema, loaded on the form's first use; cleared by the next server answer.
  const { errors, browserRefusal, showBrowserErrors } = useFieldErrors(result, isSent(result) ? undefined : result?.fieldErrors);
  const formCheck = useLazyFormCheck(
    () => import("~/modules/enquiries/enquiry-check").then((rules) => rules.enquiryFieldErrors),
    showBrowserErrors,
  );
  const formRef = useRef<HTMLFormElement>(null);
  const sentRef = useRef<HTMLDivElement>(null);
  // A new value per refusal: the browser's own check, else the action's answer.
  useFocusFirstInvalid(formRef, browserRefusal ?? (isSent(result) ? undefined : result));
  useFocusWhen(sentRef, isSent(result));

  if (isSent(result)) {
    return (
      <section aria-labelledby="enquiry-heading" className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-brand-100">
        <div ref={sentRef} role="status" tabIndex={-1} className="space-y-3">
          <h2 id="enquiry-heading" className="flex items-center gap-2 text-xl font-bold text-brand-800">
            <Icon name="circle-check" className="size-5 text-green-700" /> Enquiry sent
          </h2>
          <p className="text-sm text-ink">
            {vendorName} will reply to you by email directly, usually within a few days.
          </p>
          <p className="text-sm text-muted">
            We have sent a confirmation to <strong className="break-all text-ink">{result.email}</strong>.
          </p>
        </div>
      </section>
    );
  }

  const failure = result;
  const values: Partial<EnquiryFormValues> = failure?.values ?? defaults ?? {};

  return (
    <section aria-labelledby="enquiry-heading" className="space-y-4 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-brand-100">
      <div>
        <h2 id="enquiry-heading" className="text-xl font-bold">
          Send an enquiry
        </h2>
        <p className="mt-1 text-sm text-muted">Ask {vendorName} about your date. They reply to you by email.</p>
      </div>
      {preview ? (
        <p className="rounded-lg bg-gold-100 p-3 text-sm text-ink">Couples can send enquiries here once your listing is live.</p>
      ) : null}
      <FormErrorAlert error={failure?.formError} />
      <Form
        ref={formRef}
        method="post"
        noValidate
        preventScrollReset
        {...formCheck}
      >
        <fieldset disabled={preview} className="space-y-4">
          <legend className="sr-only">Your enquiry to {vendorName}</legend>
          <EnquiryFields idPrefix="enquiry" values={values} errors={errors} dates={dates} />
          <Button type="submit" className="w-full" disabled={preview || submitting}>
            <Icon name="send" /> {submitting ? "Sending…" : "Send enquiry"}
          </Button>
        </fieldset>
      </Form>
    </section>
  );
}
