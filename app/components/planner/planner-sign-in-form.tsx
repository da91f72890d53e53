import { useRef } from "react";
import { Form, useNavigation } from "react-router";
import { FormField } from "~/components/form-field";
import { Icon } from "~/components/icon";
import { ErrorAlert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { useFieldErrors } from "~/components/use-field-errors";
import { useFocusFirstInvalid, useFocusWhen } from "~/components/use-form-focus";
import { PLANNER_MESSAGES, plannerSignInSchema } from "~/modules/couples/planner-sign-in-form";
import { fieldErrors, textField, type FormFailure } from "~/modules/http/form-errors";

/** The action's answer to the form: the link was sent, or the form was refused. */
export type PlannerSignInResult = { sent: true; email: string } | FormFailure<{ email: string }>;

/**
 * The visitor's side of /planner (docs/product/couples-tools.md#couple-accounts): an email and 'Email me a sign-in
 * link'; once sent, 'Check your email' takes the form's place. A refused form keeps what was typed. `linkError`
 * is the message of a spent or expired link that brought the couple back here.
 */
export function PlannerSignInForm({ result, linkError }: { result: PlannerSignInResult | undefined; linkError: string | null }) {
  const navigation = useNavigation();
  const submitting = navigation.state !== "idle" && navigation.formMethod === "POST";
  const failure = result && !("sent" in result) ? result : undefined;
  const { errors, showBrowserErrors } = useFieldErrors(failure, failure?.fieldErrors);
  const form = useRef<HTMLFormElement>(null);
  const confirmation = useRef<HTMLDivElement>(null);
  const sent = result && "sent" in result ? result : undefined;
  useFocusFirstInvalid(form, Object.keys(errors).length > 0 ? errors : undefined);
  useFocusWhen(confirmation, Boolean(sent));

  if (sent) {
    return (
      <div ref={confirmation} tabIndex={-1} role="status" className="rounded-2xl bg-brand-50 p-5 text-center outline-none">
        <Icon name="mail-check" className="mx-auto mb-2 size-8 text-brand-700" />
        <h2 className="text-xl font-bold text-brand-800">{PLANNER_MESSAGES.linkSentTitle}</h2>
        <p className="mt-2 text-ink">{PLANNER_MESSAGES.linkSent(sent.email)}</p>
      </div>
    );
  }
  const formError = failure?.formError?.message ?? linkError;
  return (
    <>
      {formError ? <ErrorAlert className="mb-5">{formError}</ErrorAlert> : null}
      <Form
        ref={form}
        method="post"
        noValidate
        className="space-y-4"
        onSubmit={(event) => {
          const parsed = plannerSignInSchema.safeParse({ email: textField(new FormData(event.currentTarget), "email") });
          if (parsed.success) return showBrowserErrors(undefined);
          event.preventDefault();
          showBrowserErrors(fieldErrors(parsed.error));
        }}
      >
        <FormField name="email" label="Email" type="email" autoComplete="email" defaultValue={failure?.values.email} error={errors.email} required />
        <Button type="submit" className="w-full" disabled={submitting}>
          <Icon name="mail" /> {submitting ? "Sending…" : "Email me a sign-in link"}
        </Button>
      </Form>
    </>
  );
}
