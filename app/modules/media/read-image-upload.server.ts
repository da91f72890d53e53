import { AppError } from "~/modules/errors/app-error";
import { IMAGE_MESSAGES, MAX_IMAGE_BYTES } from "~/modules/media/image-rules";

/**
 * The one image a form sent in field `name` (docs/product/vendor-journey-and-portal.md#image-rules: one file at a time).
 * Output: its bytes, or undefined when no file was chosen. Throws AppError('invalid') with
 * 'Please upload one image at a time' for several files, and 'Image must be smaller than 5MB' for a file
 * over the limit, before reading it. The file's name and declared type are ignored: the content is judged
 * by `processVendorImage`.
 */
export async function readImageUpload(formData: FormData, name: string): Promise<Uint8Array | undefined> {
  const files = formData.getAll(name).filter((entry): entry is File => typeof entry !== "string" && entry.size > 0);
  if (files.length === 0) return undefined;
  if (files.length > 1) throw new AppError("invalid", IMAGE_MESSAGES.oneAtATime);
  const [file] = files;
  if (file!.size > MAX_IMAGE_BYTES) throw new AppError("invalid", IMAGE_MESSAGES.tooLarge);
  return new Uint8Array(await file!.arrayBuffer());
}
