import { Form, useNavigation } from "react-router";
import { TextAreaField } from "~/components/form-field";
import { Icon } from "~/components/icon";
import { FormErrorAlert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import type { QuoteView } from "~/modules/conversations/quotes";
import { DECLINE_REASON_FIELD, DECLINE_REASON_MAX_LENGTH, QUOTE_ID_FIELD } from "~/modules/conversations/quote-answer-rules";
import type { FormFailure } from "~/modules/http/form-errors";

/** What the couple's page answered about one quote form: the failure, with what was typed, when it was refused. */
export type QuoteAnswerFailure = FormFailure<{ intent: string; quoteId: string; reason: string }>;

/**
 * The couple's answers under a quote still open (docs/product/couples-tools.md#quotes-and-bookings): 'Accept
 * quote', and 'Decline' with an optional 'Reason' (at most 1,000 characters). Plain form posts, so they work
 * before the page's scripts load. `failure` is the refused answer about this quote, shown above the buttons with
 * the reason as typed.
 */
export function CoupleQuoteActions({ quote, failure }: { quote: QuoteView; failure: QuoteAnswerFailure | undefined }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get(QUOTE_ID_FIELD) === String(quote.id);
  const reasonId = `decline-reason-${quote.id}`;
  return (
    <div className="w-full space-y-4">
      <FormErrorAlert error={failure && !failure.fieldErrors[DECLINE_REASON_FIELD] ? failure.formError : undefined} />
      <Form method="post" preventScrollReset>
        <input type="hidden" name="intent" value="accept" />
        <input type="hidden" name={QUOTE_ID_FIELD} value={quote.id} />
        <Button type="submit" disabled={busy}>
          <Icon name="check" /> Accept quote
        </Button>
      </Form>
      <Form method="post" preventScrollReset className="space-y-3 border-t border-brand-100 pt-4">
        <input type="hidden" name="intent" value="decline" />
        <input type="hidden" name={QUOTE_ID_FIELD} value={quote.id} />
        <TextAreaField
          name={DECLINE_REASON_FIELD}
          id={reasonId}
          label="Reason"
          rows={2}
          maxLength={DECLINE_REASON_MAX_LENGTH}
          placeholder="Optional: tell the vendor why"
          defaultValue={failure?.values.reason ?? ""}
          error={failure?.fieldErrors[DECLINE_REASON_FIELD]}
        />
        <Button type="submit" variant="outline" disabled={busy}>
          <Icon name="x" /> Decline
        </Button>
      </Form>
    </div>
  );
}
