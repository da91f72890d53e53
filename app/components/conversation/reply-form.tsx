import { Form, useNavigation } from "react-router";
import { TextAreaField } from "~/components/form-field";
import { Icon } from "~/components/icon";
import { FormErrorAlert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { useFieldErrors } from "~/components/use-field-errors";
import { MESSAGE_MAX_LENGTH, REPLY_FIELD, replySchema } from "~/modules/conversations/conversation-rules";
import { fieldErrors, textField, type FormFailure } from "~/modules/http/form-errors";

/**
 * 'Your reply' and 'Send reply' (docs/product/couples-tools.md#conversations), for both sides. At most 5,000
 * characters, checked in the browser and again by the action. A refused reply comes back in `failure` with what
 * was typed and the field's message. `intent`, when given, is posted as the form's `intent` (a page with several
 * forms). `resetKey` should change when a reply is stored (e.g. the newest message's id), so the box empties.
 */
export function ReplyForm({
  failure,
  intent,
  resetKey,
  action,
}: {
  failure: FormFailure | undefined;
  intent?: string;
  resetKey?: string | number;
  action?: string;
}) {
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" && (intent === undefined || navigation.formData?.get("intent") === intent);
  const { errors, showBrowserErrors } = useFieldErrors(failure, failure?.fieldErrors);
  const error = errors[REPLY_FIELD];
  return (
    <section aria-labelledby="reply-heading" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-brand-100">
      <h3 id="reply-heading" className="sr-only">
        Reply
      </h3>
      <FormErrorAlert error={failure && !error ? failure.formError : undefined} className="mb-4" />
      <Form
        key={resetKey}
        method="post"
        action={action}
        noValidate
        preventScrollReset
        className="space-y-4"
        onSubmit={(event) => {
          const parsed = replySchema.safeParse({ [REPLY_FIELD]: textField(new FormData(event.currentTarget), REPLY_FIELD) });
          if (parsed.success) return showBrowserErrors(undefined);
          event.preventDefault();
          showBrowserErrors(fieldErrors(parsed.error));
        }}
      >
        {intent ? <input type="hidden" name="intent" value={intent} /> : null}
        <TextAreaField
          name={REPLY_FIELD}
          id="conversation-reply"
          label="Your reply"
          rows={5}
          maxLength={MESSAGE_MAX_LENGTH}
          required
          defaultValue={failure?.values?.[REPLY_FIELD] ?? ""}
          error={error}
        />
        <Button type="submit" disabled={submitting}>
          <Icon name="send" /> {submitting ? "Sending…" : "Send reply"}
        </Button>
      </Form>
    </section>
  );
}
