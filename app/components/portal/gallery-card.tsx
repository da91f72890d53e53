import { ArrowDown, ArrowUp, Images, ImagePlus, Star, Trash2, Upload } from "lucide-react";
import { useState } from "react";
import { useFetcher, useSearchParams } from "react-router";
import { FileField } from "~/components/form-field";
import { ErrorAlert } from "~/components/ui/alert";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { showToast, useActionToast } from "~/components/ui/toast";
import { useHydrated } from "~/lib/use-hydrated";
import { checkGalleryRoom, checkPickedImage, galleryCounter, IMAGE_INPUT_ACCEPT, MAX_GALLERY_IMAGES } from "~/modules/media/image-rules";
import { GALLERY_HEADING_ID } from "~/modules/vendor-portal/dashboard-anchors";
import {
  failureToast,
  IMAGE_FIELDS,
  IMAGE_PROBLEM_PARAMS,
  imageProblemMessage,
  LISTING_IMAGES_PATH,
  type GalleryImage,
  type ImagesActionData,
} from "~/modules/vendor-portal/listing-images";

const INPUT_ID = "gallery-image";

/**
 * The dashboard's Business Gallery card (docs/product/vendor-journey-and-portal.md#images: at most 10 images of 5 MB, one at a time, shown at up to
 * 800 px; docs/product/vendor-journey-and-portal.md#images): the counter ('3 of 10 images uploaded'), each image with its 'Primary' badge and
 * 'Make primary', 'Move up', 'Move down' and 'Remove image N', and a file input that adds the picked image at once.
 * With JavaScript it posts through one fetcher (instant checks, toasts, a busy state, the dashboard's data
 * revalidated afterwards); without it every form is a plain post that comes back to the dashboard, a refusal
 * shown from the `gallery-error` query.
 */
export function GalleryCard({ images }: { images: GalleryImage[] }) {
  const fetcher = useFetcher<ImagesActionData>();
  const hydrated = useHydrated();
  const [searchParams] = useSearchParams();
  const [pickError, setPickError] = useState<string>();
  const busy = fetcher.state !== "idle";
  const uploading = busy && fetcher.formData?.get(IMAGE_FIELDS.intent) === "add-image";
  useActionToast(fetcher.data?.toast);
  // A refused upload is shown at the file input; the other refusals are told by their toast.
  const uploadFailure = fetcher.data && !fetcher.data.ok && fetcher.data.values.intent === "add-image" ? fetcher.data.formError.message : undefined;
  const fieldError = pickError ?? uploadFailure;
  // What a plain form post came back with; replaced by the answers once the card posts through the fetcher.
  const returned = fetcher.data ? undefined : imageProblemMessage(searchParams.get(IMAGE_PROBLEM_PARAMS.gallery));
  const full = checkGalleryRoom(images.length);

  /** Checks the picked file and the room left at once; a good one is sent straight away, a refused one cleared. */
  const pick = (input: HTMLInputElement) => {
    const file = input.files?.[0];
    if (!file || !input.form) return;
    const refusal = checkGalleryRoom(images.length) ?? checkPickedImage(file);
    setPickError(refusal);
    if (refusal) {
      input.value = "";
      showToast(failureToast("add-image", refusal));
      return;
    }
    void fetcher.submit(input.form, { method: "post", action: LISTING_IMAGES_PATH, encType: "multipart/form-data" });
    input.value = "";
  };

  return (
    <section aria-labelledby={GALLERY_HEADING_ID} aria-busy={busy} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-brand-100">
      <h2 id={GALLERY_HEADING_ID} className="flex scroll-mt-24 items-center gap-2 text-xl font-semibold text-brand-800">
        <Images className="size-5" aria-hidden="true" /> Business Gallery
      </h2>
      <p className="mt-2 text-sm text-muted" aria-live="polite">
        {galleryCounter(images.length)}
      </p>
      {images.length > 0 ? (
        <ol className="mt-4 grid gap-4 sm:grid-cols-2">
          {images.map((image, index) => (
            <GalleryItem key={image.id} image={image} position={index + 1} last={index === images.length - 1} busy={busy} fetcher={fetcher} />
          ))}
        </ol>
      ) : (
        <p className="mt-4 text-muted">No photos yet. The first one you add is shown first on your listing.</p>
      )}
      <div className="mt-5 space-y-3">
        {full ? (
          <p className="text-sm font-semibold text-ink">{full}</p>
        ) : (
          <fetcher.Form method="post" action={LISTING_IMAGES_PATH} encType="multipart/form-data" className="space-y-3">
            <input type="hidden" name={IMAGE_FIELDS.intent} value="add-image" />
            <FileField
              id={INPUT_ID}
              name={IMAGE_FIELDS.image}
              label="Add image"
              icon={<ImagePlus className="size-4 text-brand-700" aria-hidden="true" />}
              accept={IMAGE_INPUT_ACCEPT}
              disabled={busy}
              error={fieldError}
              aria-describedby={fieldError ? `${INPUT_ID}-error` : `${INPUT_ID}-hint`}
              onChange={(event) => pick(event.currentTarget)}
            />
            <p id={`${INPUT_ID}-hint`} className="text-sm text-muted">
              JPEG, PNG or WebP, at most 5MB each, one at a time; up to {MAX_GALLERY_IMAGES} images.
            </p>
            {/* Without JavaScript the picked file is sent with this button; with it, as soon as it is picked. */}
            {hydrated ? null : (
              <Button type="submit" size="sm">
                <Upload aria-hidden="true" /> Upload image
              </Button>
            )}
          </fetcher.Form>
        )}
        {returned ? <ErrorAlert>{returned}</ErrorAlert> : null}
        <p role="status" className="text-sm text-muted">
          {uploading ? "Uploading image…" : busy ? "Saving…" : ""}
        </p>
      </div>
    </section>
  );
}

/**
 * One image of the gallery with its buttons, in one form: the button pressed sends its `intent` with the image's
 * id. The buttons' names are short ('Move up'); the image's caption ('Image 2') describes them.
 */
function GalleryItem({
  image,
  position,
  last,
  busy,
  fetcher,
}: {
  image: GalleryImage;
  position: number;
  last: boolean;
  busy: boolean;
  fetcher: ReturnType<typeof useFetcher<ImagesActionData>>;
}) {
  const captionId = `gallery-image-${image.id}-caption`;
  return (
    <li className="overflow-hidden rounded-xl ring-1 ring-brand-100">
      <div className="relative aspect-[4/3] bg-cream">
        <img src={image.url} alt={image.altText || `Gallery image ${position}`} loading="lazy" className="h-full w-full object-cover" />
        {image.isPrimary ? (
          <Badge className="absolute left-2 top-2">
            <Star className="size-3" aria-hidden="true" /> Primary
          </Badge>
        ) : null}
      </div>
      <fetcher.Form method="post" action={LISTING_IMAGES_PATH} className="flex flex-wrap items-center gap-2 p-3">
        <input type="hidden" name={IMAGE_FIELDS.imageId} value={image.id} />
        <span id={captionId} className="mr-auto text-sm font-semibold text-ink">
          Image {position}
        </span>
        {image.isPrimary ? null : (
          <Button type="submit" name={IMAGE_FIELDS.intent} value="set-primary" variant="outline" size="sm" disabled={busy} aria-describedby={captionId}>
            <Star aria-hidden="true" /> Make primary
          </Button>
        )}
        <Button
          type="submit"
          name={IMAGE_FIELDS.intent}
          value="move-up"
          variant="ghost"
          size="icon"
          aria-label="Move up"
          aria-describedby={captionId}
          disabled={busy || position === 1}
        >
          <ArrowUp aria-hidden="true" />
        </Button>
        <Button
          type="submit"
          name={IMAGE_FIELDS.intent}
          value="move-down"
          variant="ghost"
          size="icon"
          aria-label="Move down"
          aria-describedby={captionId}
          disabled={busy || last}
        >
          <ArrowDown aria-hidden="true" />
        </Button>
        <Button type="submit" name={IMAGE_FIELDS.intent} value="remove-image" variant="ghost" size="sm" aria-label={`Remove image ${position}`} disabled={busy}>
          <Trash2 aria-hidden="true" /> Remove
        </Button>
      </fetcher.Form>
    </li>
  );
}
