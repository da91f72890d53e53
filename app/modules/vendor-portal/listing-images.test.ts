import { describe, expect, it } from "vitest";
import { IMAGE_MESSAGES } from "~/modules/media/image-rules";
import {
  dashboardAfterImageChange,
  failureToast,
  IMAGE_NOT_FOUND_MESSAGE,
  imageProblemMessage,
  parseImageCommand,
  successToast,
  UNKNOWN_INTENT_MESSAGE,
} from "~/modules/vendor-portal/listing-images";
import { refusalThrownBy } from "../../../tests/support/rejections";

function form(fields: Record<string, string>, files: File[] = []): FormData {
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) formData.set(name, value);
  for (const file of files) formData.append("image", file);
  return formData;
}

const photo = (name = "a.jpg") => new File([new Uint8Array([1, 2, 3])], name, { type: "image/jpeg" });

describe("parseImageCommand", () => {
  it("reads an upload with its one file, and a change to one image with its id", () => {
    const upload = parseImageCommand(form({ intent: "add-image" }, [photo()]));
    expect(upload.intent).toBe("add-image");
    expect(upload).toHaveProperty("image.name", "a.jpg");
    expect(parseImageCommand(form({ intent: "move-down", imageId: "42" }))).toEqual({ intent: "move-down", imageId: 42 });
    expect(parseImageCommand(form({ intent: "remove-logo" }))).toEqual({ intent: "remove-logo" });
  });

  it("refuses an unknown intent, a missing file, two files and a malformed id", () => {
    expect(refusalThrownBy(() => parseImageCommand(form({ intent: "drop-table" }))).message).toBe(UNKNOWN_INTENT_MESSAGE);
    expect(refusalThrownBy(() => parseImageCommand(form({}))).message).toBe(UNKNOWN_INTENT_MESSAGE);
    // An empty file input sends an empty file: no file was chosen.
    expect(refusalThrownBy(() => parseImageCommand(form({ intent: "upload-logo" }, [new File([], "")]))).message).toBe(IMAGE_MESSAGES.noFile);
    expect(refusalThrownBy(() => parseImageCommand(form({ intent: "add-image" }, [photo("a.jpg"), photo("b.jpg")]))).message).toBe(
      "Please upload one image at a time",
    );
    for (const imageId of ["", "abc", "-1", "1.5"]) {
      const error = refusalThrownBy(() => parseImageCommand(form({ intent: "set-primary", imageId })));
      expect([error.code, error.message]).toEqual(["invalid", IMAGE_NOT_FOUND_MESSAGE]);
    }
  });
});

describe("the cards' toasts", () => {
  it("uses the spec's texts", () => {
    expect(successToast("upload-logo")).toEqual({ title: "Logo uploaded successfully", variant: "success" });
    expect(successToast("add-image")).toEqual({ title: "Image added to gallery", variant: "success" });
    expect(failureToast("add-image", "Maximum 10 images allowed")).toEqual({
      title: "Upload failed",
      description: "Maximum 10 images allowed",
      variant: "error",
    });
    expect(failureToast("remove-image", "x").title).toBe("Remove failed");
    expect(failureToast("remove-logo", "x").title).toBe("Remove failed");
  });
});

describe("the answer to a plain form post", () => {
  it("goes back to the dashboard, a refusal as a code on its card's parameter", () => {
    expect(dashboardAfterImageChange("add-image")).toBe("/vendor-dashboard");
    expect(dashboardAfterImageChange("upload-logo", "Logo must be smaller than 2MB")).toBe("/vendor-dashboard?logo-error=logo-too-large");
    expect(dashboardAfterImageChange("add-image", "Maximum 10 images allowed")).toBe("/vendor-dashboard?gallery-error=gallery-full");
    // Free text never travels in the address.
    expect(dashboardAfterImageChange("remove-image", "database is on fire")).toBe("/vendor-dashboard?gallery-error=failed");
  });

  it("turns a code back into its message, and ignores anything else", () => {
    expect(imageProblemMessage("logo-too-large")).toBe("Logo must be smaller than 2MB");
    expect(imageProblemMessage("invalid-type")).toBe(IMAGE_MESSAGES.invalidType);
    expect(imageProblemMessage("<script>")).toBeUndefined();
    expect(imageProblemMessage("toString")).toBeUndefined();
    expect(imageProblemMessage(null)).toBeUndefined();
  });
});
