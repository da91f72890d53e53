import { Form, useNavigation } from "react-router";
import { FileField, FormField, TextAreaField } from "~/components/form-field";
import { Icon } from "~/components/icon";
import { FormErrorAlert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { useFieldErrors } from "~/components/use-field-errors";
import { fieldErrors, textField, type FormFailure } from "~/modules/http/form-errors";
import { checkPickedImage, IMAGE_INPUT_ACCEPT } from "~/modules/media/image-rules";
import {
  MAX_AUTHOR_LENGTH,
  MAX_BODY_LENGTH,
  MAX_REVIEW_PHOTOS,
  MAX_TITLE_LENGTH,
  PHOTO_FIELD,
  REVIEW_MESSAGES,
} from "~/modules/reviews/review-rules";
import { REVIEW_FIELD_NAMES, reviewSchema, type ReviewFormValues } from "~/modules/reviews/review-schema";

const STARS = [1, 2, 3, 4, 5] as const;

/** The browser's quick check of the picked photos: how many, then each one's declared type and size. */
function checkPickedPhotos(form: FormData): string | undefined {
  const files = form.getAll(PHOTO_FIELD).filter((entry): entry is File => typeof entry !== "string" && entry.size > 0);
  if (files.length > MAX_REVIEW_PHOTOS) return REVIEW_MESSAGES.tooManyPhotos;
  for (const file of files) {
    const message = checkPickedImage(file);
    if (message) return message;
  }
  return undefined;
}

/**
 * The 1–5 rating as a native radio group in a fieldset (keyboard and screen readers work as with any radios),
 * each option drawn as stars with its number of stars as its name.
 */
function RatingField({ value, error }: { value: string | undefined; error: string | undefined }) {
  return (
    <fieldset className="space-y-1.5" aria-describedby={error ? "review-rating-error" : undefined}>
      <legend className="text-sm font-semibold text-ink">Your rating</legend>
      <div className="flex flex-wrap gap-2">
        {STARS.map((stars) => (
          <label
            key={stars}
            className="flex cursor-pointer items-center gap-1 rounded-full border border-brand-200 bg-white px-3 py-1.5 text-sm has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600"
          >
            <input type="radio" name="rating" value={stars} defaultChecked={value === String(stars)} className="sr-only" required />
            <span aria-hidden="true" className="flex text-gold-700">
              {Array.from({ length: stars }, (_, index) => (
                <Icon name="star" key={index} className="size-4 fill-current" />
              ))}
            </span>
            <span>
              {stars} star{stars === 1 ? "" : "s"}
            </span>
          </label>
        ))}
      </div>
      {error ? (
        <p id="review-rating-error" className="text-sm text-red-800">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/**
 * The couple's review form (docs/product/couples-tools.md#reviews): rating, name shown, title, text and up to four photos. A refused form comes
 * back with what was typed and a message beside each field (photos must be chosen again: browsers never refill a
 * file input).
 */
export function ReviewForm({ vendorName, firstName, failure }: { vendorName: string; firstName: string; failure: FormFailure<ReviewFormValues> | undefined }) {
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting";
  const { errors, showBrowserErrors } = useFieldErrors(failure, failure?.fieldErrors);
  const values: Partial<ReviewFormValues> = failure?.values ?? { authorName: firstName };
  const field = (name: keyof ReviewFormValues) => ({ name, id: `review-${name}`, defaultValue: values[name], error: errors[name] });

  return (
    <>
      <FormErrorAlert error={failure?.formError} className="mb-4" />
      <Form
        method="post"
        encType="multipart/form-data"
        noValidate
        className="space-y-5"
        onSubmit={(event) => {
          const form = new FormData(event.currentTarget);
          const parsed = reviewSchema.safeParse(Object.fromEntries(REVIEW_FIELD_NAMES.map((name) => [name, textField(form, name)])));
          const found = parsed.success ? {} : fieldErrors(parsed.error);
          const photoMessage = checkPickedPhotos(form);
          if (photoMessage) found[PHOTO_FIELD] = photoMessage;
          if (Object.keys(found).length === 0) return showBrowserErrors(undefined);
          event.preventDefault();
          showBrowserErrors(found);
        }}
      >
        <RatingField value={values.rating} error={errors.rating} />
        <FormField {...field("title")} label="Title" maxLength={MAX_TITLE_LENGTH} required />
        <TextAreaField
          {...field("body")}
          label={`Your review of ${vendorName}`}
          rows={7}
          maxLength={MAX_BODY_LENGTH}
          required
        />
        <FormField {...field("authorName")} label="Name shown with your review" autoComplete="given-name" maxLength={MAX_AUTHOR_LENGTH} required />
        <FileField
          name={PHOTO_FIELD}
          id="review-photos"
          label={`Photos (optional, up to ${MAX_REVIEW_PHOTOS}, JPEG, PNG or WebP under 5MB each)`}
          icon={<Icon name="image-plus" className="size-4" />}
          accept={IMAGE_INPUT_ACCEPT}
          multiple
          error={errors[PHOTO_FIELD]}
        />
        <Button type="submit" className="w-full" disabled={submitting}>
          <Icon name="send" /> {submitting ? "Sending…" : "Publish review"}
        </Button>
      </Form>
    </>
  );
}
