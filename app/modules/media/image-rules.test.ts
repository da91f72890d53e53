import { describe, expect, it } from "vitest";
import {
  checkGalleryRoom,
  checkPickedImage,
  checkPickedLogo,
  galleryCounter,
  IMAGE_INPUT_ACCEPT,
  IMAGE_MESSAGES,
  MAX_IMAGE_BYTES,
  MAX_LOGO_BYTES,
} from "~/modules/media/image-rules";

describe("image rules shared with the browser", () => {
  it("uses the spec's messages", () => {
    expect(IMAGE_MESSAGES.invalidType).toBe("Please upload a valid image file (JPEG, PNG, or WebP)");
    expect(IMAGE_MESSAGES.tooLarge).toBe("Image must be smaller than 5MB");
    expect(IMAGE_MESSAGES.galleryFull).toBe("Maximum 10 images allowed");
    expect(galleryCounter(0)).toBe("0 of 10 images uploaded");
    expect(galleryCounter(3)).toBe("3 of 10 images uploaded");
  });

  it("lets the file picker offer JPEG, PNG and WebP", () => {
    expect(IMAGE_INPUT_ACCEPT).toBe("image/jpeg,image/png,image/webp");
  });

  it("checks a picked file's declared type and size before sending it", () => {
    expect(checkPickedImage({ type: "image/jpeg", size: 1000 })).toBeUndefined();
    expect(checkPickedImage({ type: "image/webp", size: MAX_IMAGE_BYTES })).toBeUndefined();
    expect(checkPickedImage({ type: "image/svg+xml", size: 1000 })).toBe(IMAGE_MESSAGES.invalidType);
    expect(checkPickedImage({ type: "", size: 1000 })).toBe(IMAGE_MESSAGES.invalidType);
    expect(checkPickedImage({ type: "image/png", size: MAX_IMAGE_BYTES + 1 })).toBe(IMAGE_MESSAGES.tooLarge);
  });

  it("allows a tenth gallery image but not an eleventh", () => {
    expect(checkGalleryRoom(9)).toBeUndefined();
    expect(checkGalleryRoom(10)).toBe("Maximum 10 images allowed");
  });

  it("holds a dashboard logo to 2 MB, after the type check", () => {
    expect(MAX_LOGO_BYTES).toBe(2 * 1024 * 1024);
    expect(checkPickedLogo({ type: "image/png", size: MAX_LOGO_BYTES })).toBeUndefined();
    expect(checkPickedLogo({ type: "image/png", size: 2.5 * 1024 * 1024 })).toBe("Logo must be smaller than 2MB");
    expect(checkPickedLogo({ type: "image/png", size: MAX_IMAGE_BYTES + 1 })).toBe("Logo must be smaller than 2MB");
    expect(checkPickedLogo({ type: "application/pdf", size: 2.5 * 1024 * 1024 })).toBe(IMAGE_MESSAGES.invalidType);
  });
});
