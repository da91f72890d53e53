import { ImageIcon, ImagePlus, Trash2, Upload } from "lucide-react";
import { useState } from "react";
import { useFetcher, useSearchParams } from "react-router";
import { FileField } from "~/components/form-field";
import { ErrorAlert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { showToast, useActionToast } from "~/components/ui/toast";
import { useHydrated } from "~/lib/use-hydrated";
import { checkPickedLogo, IMAGE_INPUT_ACCEPT } from "~/modules/media/image-rules";
import {
  failureToast,
  IMAGE_FIELDS,
  IMAGE_PROBLEM_PARAMS,
  imageProblemMessage,
  LISTING_IMAGES_PATH,
  type ImagesActionData,
} from "~/modules/vendor-portal/listing-images";

const INPUT_ID = "logo-image";

/**
 * The dashboard's Business Logo card (docs/product/vendor-journey-and-portal.md#images: at most 2 MB, shown at up to 400 px): the
 * current logo, a file input that uploads the picked logo at once, and 'Remove logo'. With JavaScript it posts
 * through a fetcher (instant checks, toasts, a busy state, the dashboard's data revalidated afterwards); without it
 * the same forms are plain posts that come back to the dashboard, a refusal shown from the `logo-error` query.
 */
export function LogoCard({ logoUrl }: { logoUrl: string | null }) {
  const fetcher = useFetcher<ImagesActionData>();
  const hydrated = useHydrated();
  const [searchParams] = useSearchParams();
  const [pickError, setPickError] = useState<string>();
  const busy = fetcher.state !== "idle";
  const uploading = busy && fetcher.formData?.get(IMAGE_FIELDS.intent) === "upload-logo";
  useActionToast(fetcher.data?.toast);
  // A refused upload is shown at the file input; the other refusals are told by their toast.
  const uploadFailure = fetcher.data && !fetcher.data.ok && fetcher.data.values.intent === "upload-logo" ? fetcher.data.formError.message : undefined;
  const fieldError = pickError ?? uploadFailure;
  // What a plain form post came back with; replaced by the answers once the card posts through the fetcher.
  const returned = fetcher.data ? undefined : imageProblemMessage(searchParams.get(IMAGE_PROBLEM_PARAMS.logo));

  /** Checks the picked file at once; a good one is sent straight away, a refused one cleared from the input. */
  const pick = (input: HTMLInputElement) => {
    const file = input.files?.[0];
    if (!file || !input.form) return;
    const refusal = checkPickedLogo(file);
    setPickError(refusal);
    if (refusal) {
      input.value = "";
      showToast(failureToast("upload-logo", refusal));
      return;
    }
    void fetcher.submit(input.form, { method: "post", action: LISTING_IMAGES_PATH, encType: "multipart/form-data" });
    input.value = "";
  };

  return (
    <section aria-labelledby="logo-heading" aria-busy={busy} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-brand-100">
      <h2 id="logo-heading" className="flex items-center gap-2 text-xl font-semibold text-brand-800">
        <ImageIcon className="size-5" aria-hidden="true" /> Business Logo
      </h2>
      <div className="mt-4 flex flex-wrap items-start gap-5">
        {logoUrl ? (
          <img src={logoUrl} alt="Your business logo" width={128} height={128} className="size-32 rounded-xl bg-cream object-contain ring-1 ring-brand-100" />
        ) : (
          <div className="flex size-32 items-center justify-center rounded-xl bg-cream text-center text-sm text-muted ring-1 ring-brand-100">No logo yet</div>
        )}
        <div className="min-w-56 flex-1 space-y-3">
          <fetcher.Form method="post" action={LISTING_IMAGES_PATH} encType="multipart/form-data" className="space-y-3">
            <input type="hidden" name={IMAGE_FIELDS.intent} value="upload-logo" />
            <FileField
              id={INPUT_ID}
              name={IMAGE_FIELDS.image}
              label={logoUrl ? "Replace logo" : "Upload logo"}
              icon={<ImagePlus className="size-4 text-brand-700" aria-hidden="true" />}
              accept={IMAGE_INPUT_ACCEPT}
              disabled={busy}
              error={fieldError}
              aria-describedby={fieldError ? `${INPUT_ID}-error` : `${INPUT_ID}-hint`}
              onChange={(event) => pick(event.currentTarget)}
            />
            <p id={`${INPUT_ID}-hint`} className="text-sm text-muted">
              JPEG, PNG or WebP, at most 2MB. Shown at up to 400 × 400 pixels.
            </p>
            {/* Without JavaScript the picked file is sent with this button; with it, as soon as it is picked. */}
            {hydrated ? null : (
              <Button type="submit" size="sm">
                <Upload aria-hidden="true" /> Upload logo
              </Button>
            )}
          </fetcher.Form>
          {logoUrl ? (
            <fetcher.Form method="post" action={LISTING_IMAGES_PATH}>
              <input type="hidden" name={IMAGE_FIELDS.intent} value="remove-logo" />
              <Button type="submit" variant="outline" size="sm" disabled={busy}>
                <Trash2 aria-hidden="true" /> Remove logo
              </Button>
            </fetcher.Form>
          ) : null}
          <p role="status" className="text-sm text-muted">
            {uploading ? "Uploading logo…" : busy ? "Saving…" : ""}
          </p>
          {returned ? <ErrorAlert>{returned}</ErrorAlert> : null}
        </div>
      </div>
    </section>
  );
}
