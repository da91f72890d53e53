import { ImagePlus, Images, Star, Trash2, Upload } from "lucide-react";
import { useState, type ReactNode } from "react";
import { Link, useFetcher, useLocation, useSearchParams } from "react-router";
import { FileField } from "~/components/form-field";
import { ErrorAlert } from "~/components/ui/alert";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { showToast, useActionToast } from "~/components/ui/toast";
import { useHydrated } from "~/lib/use-hydrated";
import { VENDOR_ADMIN_MESSAGES } from "~/modules/admin/vendor-admin-form";
import {
  adminImageFailureToast,
  adminVendorImagesPath,
  IMAGE_DELETE_PARAM,
  IMAGE_ERROR_PARAM,
  type AdminImagesActionData,
} from "~/modules/admin/vendor-admin-images";
import { checkGalleryRoom, checkPickedImage, galleryCounter, IMAGE_INPUT_ACCEPT, MAX_GALLERY_IMAGES } from "~/modules/media/image-rules";
import { imageProblemMessage, type GalleryImage } from "~/modules/vendor-portal/listing-images";

const INPUT_ID = "vendor-image-upload";

function Frame({ children, busy }: { children: ReactNode; busy?: boolean }) {
  return (
    <section aria-labelledby="vendor-images-heading" aria-busy={busy} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-brand-100">
      <h3 id="vendor-images-heading" className="flex items-center gap-2 text-lg font-semibold text-brand-800">
        <Images className="size-5" aria-hidden="true" /> Images
      </h3>
      {children}
    </section>
  );
}

/**
 * The image section of the admin's vendor editor (docs/product/admin.md#vendors "the
 * first uploaded is primary; one primary can be chosen afterwards", docs/product/admin.md#vendors limits and "Deletions ask for confirmation",
 * docs/product/admin.md#vendors). Before the vendor is saved (`vendorId` undefined) it only says 'Please save the vendor first
 * before uploading images'. Afterwards: the counter, each image with 'Make primary' and 'Delete' (which asks first,
 * through the URL's `?delete-image=<id>`), and a file input that uploads the picked image at once. With JavaScript
 * the forms post through one fetcher (toasts; the page's data is read again afterwards); without it they are plain
 * posts that come back to the editor, a refusal shown from `?image-error=`.
 */
export function VendorImagesPanel({ vendorId, images }: { vendorId?: number; images: GalleryImage[] }) {
  if (vendorId === undefined) {
    return (
      <Frame>
        <p className="mt-3 text-sm text-muted">{VENDOR_ADMIN_MESSAGES.saveFirst}</p>
      </Frame>
    );
  }
  return <SavedVendorImages vendorId={vendorId} images={images} />;
}

function SavedVendorImages({ vendorId, images }: { vendorId: number; images: GalleryImage[] }) {
  const fetcher = useFetcher<AdminImagesActionData>();
  const hydrated = useHydrated();
  const [searchParams] = useSearchParams();
  const { pathname } = useLocation();
  const [pickError, setPickError] = useState<string>();
  const action = adminVendorImagesPath(vendorId);
  const busy = fetcher.state !== "idle";
  useActionToast(fetcher.data?.toast);
  const uploadFailure = fetcher.data && !fetcher.data.ok && fetcher.data.values.intent === "upload" ? fetcher.data.formError.message : undefined;
  const fieldError = pickError ?? uploadFailure;
  const returned = fetcher.data ? undefined : imageProblemMessage(searchParams.get(IMAGE_ERROR_PARAM));
  const confirming = Number(searchParams.get(IMAGE_DELETE_PARAM));
  const full = checkGalleryRoom(images.length);

  const pick = (input: HTMLInputElement) => {
    const file = input.files?.[0];
    if (!file || !input.form) return;
    const refusal = checkGalleryRoom(images.length) ?? checkPickedImage(file);
    setPickError(refusal);
    if (refusal) {
      input.value = "";
      showToast(adminImageFailureToast("upload", refusal));
      return;
    }
    void fetcher.submit(input.form, { method: "post", action, encType: "multipart/form-data" });
    input.value = "";
  };

  return (
    <Frame busy={busy}>
      <p className="mt-2 text-sm text-muted" aria-live="polite">
        {galleryCounter(images.length)}
      </p>
      {images.length > 0 ? (
        <ol className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {images.map((image, index) => (
            <li key={image.id} className="overflow-hidden rounded-xl ring-1 ring-brand-100">
              <div className="relative aspect-[4/3] bg-cream">
                <img src={image.url} alt={image.altText || `Image ${index + 1}`} loading="lazy" className="h-full w-full object-cover" />
                {image.isPrimary ? (
                  <Badge className="absolute left-2 top-2">
                    <Star className="size-3" aria-hidden="true" /> Primary
                  </Badge>
                ) : null}
              </div>
              <div className="flex flex-wrap items-center gap-2 p-3">
                <span className="mr-auto text-sm font-semibold text-ink">Image {index + 1}</span>
                {image.isPrimary ? null : (
                  <fetcher.Form method="post" action={action}>
                    <input type="hidden" name="imageId" value={image.id} />
                    <Button type="submit" name="intent" value="set-primary" variant="outline" size="sm" disabled={busy} aria-label={`Make image ${index + 1} primary`}>
                      <Star aria-hidden="true" /> Make primary
                    </Button>
                  </fetcher.Form>
                )}
                <Button asChild variant="ghost" size="sm" className="text-red-800">
                  <Link to={`${pathname}?${IMAGE_DELETE_PARAM}=${image.id}`} preventScrollReset replace aria-label={`Delete image ${index + 1}`}>
                    <Trash2 aria-hidden="true" /> Delete
                  </Link>
                </Button>
              </div>
              {confirming === image.id ? (
                <fetcher.Form
                  method="post"
                  action={action}
                  role="group"
                  aria-labelledby={`confirm-image-${image.id}`}
                  className="space-y-2 border-t border-red-200 bg-red-50 p-3"
                >
                  <p id={`confirm-image-${image.id}`} className="text-sm font-semibold text-red-900">
                    Delete image {index + 1}? This cannot be undone.
                  </p>
                  <input type="hidden" name="imageId" value={image.id} />
                  <div className="flex gap-2">
                    <Button type="submit" name="intent" value="delete-image" size="sm" className="bg-red-700 hover:bg-red-800" disabled={busy}>
                      <Trash2 aria-hidden="true" /> Delete image
                    </Button>
                    <Button asChild variant="outline" size="sm">
                      <Link to={pathname} preventScrollReset replace autoFocus>
                        Cancel
                      </Link>
                    </Button>
                  </div>
                </fetcher.Form>
              ) : null}
            </li>
          ))}
        </ol>
      ) : (
        <p className="mt-4 text-muted">No images yet. The first one uploaded is the primary image.</p>
      )}
      <div className="mt-5 space-y-3">
        {full ? (
          <p className="text-sm font-semibold text-ink">{full}</p>
        ) : (
          <fetcher.Form method="post" action={action} encType="multipart/form-data" className="space-y-3">
            <input type="hidden" name="intent" value="upload" />
            <FileField
              id={INPUT_ID}
              name="image"
              label="Upload image"
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
          {busy ? (fetcher.formData?.get("intent") === "upload" ? "Uploading image…" : "Saving…") : ""}
        </p>
      </div>
    </Frame>
  );
}
