import { Dialog } from "radix-ui";
import { useRef } from "react";
import { Icon } from "~/components/icon";
import { parseImageVariants, variantUrl } from "~/modules/media/image-variants";
import type { ImageRef } from "~/modules/vendors/vendor-types";

/** Index after a step of +1 or −1, wrapping at both ends (docs/product/public-area.md#vendor-page, lightbox). */
export function wrapIndex(index: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}

/**
 * The photo at its largest width, the full-size file (decision 038): AVIF when the image has AVIF copies, else the
 * WebP itself, with its own width and height so the frame does not jump while it loads. Eager: it is what the
 * visitor just asked to see.
 */
function LargeImage({ url, alt }: { url: string; alt: string }) {
  const variants = parseImageVariants(url);
  const img = (
    <img
      src={url}
      alt={alt}
      width={variants?.width}
      height={variants?.height}
      className="max-h-[80vh] rounded-lg object-contain"
    />
  );
  if (!variants?.avif) return img;
  return (
    <picture className="contents">
      <source type="image/avif" srcSet={variantUrl(variants, variants.width, "avif")} />
      {img}
    </picture>
  );
}

/**
 * A full-screen image viewer over Radix Dialog, which traps focus and closes on Escape. The dialog
 * has no Radix trigger (any thumbnail opens it), so it remembers the element focused when it opened
 * and gives focus back to it on close. Left/right arrow keys and the buttons move between images
 * and wrap. `index` null means closed.
 */
export function Lightbox({
  images,
  vendorName,
  index,
  onIndexChange,
}: {
  images: ImageRef[];
  vendorName: string;
  index: number | null;
  onIndexChange: (index: number | null) => void;
}) {
  const opener = useRef<HTMLElement | null>(null);
  const open = index !== null && images.length > 0;
  const current = open ? images[index] : undefined;
  const step = (delta: number) => {
    if (index !== null) onIndexChange(wrapIndex(index, delta, images.length));
  };
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onIndexChange(null))}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/90" />
        <Dialog.Content
          className="fixed inset-0 z-50 flex flex-col items-center justify-center p-4 outline-none"
          onOpenAutoFocus={() => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            opener.current?.focus();
            opener.current = null;
          }}
          onKeyDown={(event) => {
            if (event.key === "ArrowRight") {
              event.preventDefault();
              step(1);
            } else if (event.key === "ArrowLeft") {
              event.preventDefault();
              step(-1);
            }
          }}
        >
          <Dialog.Title className="sr-only">{`${vendorName} photos`}</Dialog.Title>
          <Dialog.Description className="sr-only">
            Use the left and right arrow keys to move between photos, Escape to close.
          </Dialog.Description>
          {current && index !== null ? (
            <figure className="flex max-h-full max-w-6xl flex-col items-center gap-3">
              <LargeImage url={current.url} alt={current.alt || `${vendorName} photo ${index + 1}`} />
              <figcaption className="text-sm text-white/90" aria-live="polite" data-testid="lightbox-counter">
                {index + 1} / {images.length}
              </figcaption>
            </figure>
          ) : null}
          <Dialog.Close
            className="absolute right-4 top-4 grid size-11 place-items-center rounded-full bg-white/15 text-white hover:bg-white/25"
            aria-label="Close photo viewer"
          >
            <Icon name="x" className="size-6" />
          </Dialog.Close>
          {images.length > 1 ? (
            <>
              <button
                type="button"
                onClick={() => step(-1)}
                className="absolute left-4 top-1/2 grid size-12 -translate-y-1/2 place-items-center rounded-full bg-white/15 text-white hover:bg-white/25"
                aria-label="Previous photo"
              >
                <Icon name="chevron-left" className="size-7" />
              </button>
              <button
                type="button"
                onClick={() => step(1)}
                className="absolute right-4 top-1/2 grid size-12 -translate-y-1/2 place-items-center rounded-full bg-white/15 text-white hover:bg-white/25"
                aria-label="Next photo"
              >
                <Icon name="chevron-right" className="size-7" />
              </button>
            </>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
