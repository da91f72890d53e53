import { useRef } from "react";
import { Form, useNavigation } from "react-router";
import { FormField, TextAreaField } from "~/components/form-field";
import { Icon } from "~/components/icon";
import { FormErrorAlert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { useFieldErrors } from "~/components/use-field-errors";
import { useFocusFirstInvalid, useFocusWhen } from "~/components/use-form-focus";
import { useLazyFormCheck } from "~/components/use-lazy-form-check";
import type { ContactFormValues, ContactSent } from "~/modules/contact/contact-form";
import { CONTACT_HONEYPOT_FIELD, MAX_CONTACT_SUBJECT_LENGTH } from "~/modules/contact/contact-rules";
import type { FormFailure } from "~/modules/http/form-errors";

export type ContactResult = ContactSent | FormFailure<ContactFormValues>;

const isSent = (result: ContactResult | undefined): result is ContactSent => Boolean(result && "sent" in result);

/**
 * The /contact form (docs/product/public-area.md#contact): the spec's fields with their messages beside them, a hidden honeypot, and after
 * sending a thank-you in its place. A refused form shows again with what was typed. The message field has no
 * `maxLength`, so a pasted long text is kept whole and the length message says what to do.
 */
export function ContactForm({ result, supportEmail }: { result: ContactResult | undefined; supportEmail: string }) {
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" && navigation.formMethod?.toUpperCase() === "POST";
  // Instant feedback with the action's schema, loaded on the form's first use; cleared by the next server answer.
  const { errors, browserRefusal, showBrowserErrors } = useFieldErrors(result, isSent(result) ? undefined : result?.fieldErrors);
  const formCheck = useLazyFormCheck(
    () => import("~/modules/contact/contact-check").then((rules) => rules.contactFieldErrors),
    showBrowserErrors,
  );
  const formRef = useRef<HTMLFormElement>(null);
  const sentRef = useRef<HTMLDivElement>(null);
  // A new value per refusal: the browser's own check, else the action's answer.
  useFocusFirstInvalid(formRef, browserRefusal ?? (isSent(result) ? undefined : result));
  useFocusWhen(sentRef, isSent(result));

  if (isSent(result)) {
    return (
      <section aria-labelledby="contact-form-heading" className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-brand-100">
        <div ref={sentRef} role="status" tabIndex={-1} className="space-y-3">
          <h2 id="contact-form-heading" className="flex items-center gap-2 text-xl font-bold text-brand-800">
            <Icon name="circle-check" className="size-5 text-green-700" /> Message sent
          </h2>
          <p className="text-ink">Thank you, {result.firstName}. We have received your message and aim to reply within two working days.</p>
          <p className="text-sm text-muted">
            Our reply will come from <strong className="break-all text-ink">{supportEmail}</strong>.
          </p>
        </div>
      </section>
    );
  }

  const failure = result;
  const values: Partial<ContactFormValues> = failure?.values ?? {};
  const field = (name: keyof ContactFormValues) => ({ name, id: `contact-${name}`, defaultValue: values[name], error: errors[name] });

  return (
    <section aria-labelledby="contact-form-heading" className="space-y-4 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-brand-100">
      <h2 id="contact-form-heading" className="text-xl font-bold">
        Send us a message
      </h2>
      <FormErrorAlert error={failure?.formError} />
      <Form
        ref={formRef}
        method="post"
        noValidate
        preventScrollReset
        className="space-y-4"
        {...formCheck}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField {...field("firstName")} label="First name" autoComplete="given-name" maxLength={60} required />
          <FormField {...field("lastName")} label="Last name" autoComplete="family-name" maxLength={60} required />
        </div>
        <FormField {...field("email")} label="Email" type="email" autoComplete="email" required />
        <FormField {...field("phone")} label="Phone (optional)" type="tel" autoComplete="tel" />
        <FormField {...field("subject")} label="Subject" maxLength={MAX_CONTACT_SUBJECT_LENGTH} required />
        <TextAreaField {...field("message")} label="Message (up to 5,000 characters)" rows={6} required />
        {/* Honeypot: hidden from people and screen readers; bots that fill every field give themselves away. */}
        <div aria-hidden="true" className="absolute -left-[10000px] size-px overflow-hidden">
          <label htmlFor={`contact-${CONTACT_HONEYPOT_FIELD}`}>Leave this field empty</label>
          <input id={`contact-${CONTACT_HONEYPOT_FIELD}`} name={CONTACT_HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>
        <Button type="submit" className="w-full sm:w-auto" disabled={submitting}>
          <Icon name="send" /> {submitting ? "Sending…" : "Send Message"}
        </Button>
      </Form>
    </section>
  );
}
