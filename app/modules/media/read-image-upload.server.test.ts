import { describe, expect, it } from "vitest";
import { MAX_IMAGE_BYTES } from "~/modules/media/image-rules";
import { readImageUpload } from "~/modules/media/read-image-upload.server";
import { refusal } from "../../../tests/support/rejections";

describe("readImageUpload", () => {
  it("reads the one file sent, whatever its name and declared type", async () => {
    const form = new FormData();
    form.append("logo", new File([new Uint8Array([1, 2, 3])], "shell.php", { type: "image/jpeg" }));
    expect(await readImageUpload(form, "logo")).toEqual(new Uint8Array([1, 2, 3]));
  });

  it("answers undefined when no file was chosen", async () => {
    const form = new FormData();
    form.append("logo", new File([], ""));
    form.append("name", "text field");
    expect(await readImageUpload(form, "logo")).toBeUndefined();
    expect(await readImageUpload(form, "gallery")).toBeUndefined();
  });

  it("takes one file at a time", async () => {
    const form = new FormData();
    form.append("gallery", new File([new Uint8Array([1])], "a.jpg"));
    form.append("gallery", new File([new Uint8Array([2])], "b.jpg"));
    const error = await refusal(readImageUpload(form, "gallery"));
    expect(error.message).toBe("Please upload one image at a time");
  });

  it("refuses a file over 5 MB before reading it", async () => {
    const form = new FormData();
    form.append("logo", new File([new Uint8Array(MAX_IMAGE_BYTES + 1)], "big.jpg", { type: "image/jpeg" }));
    await expect(readImageUpload(form, "logo")).rejects.toThrow("Image must be smaller than 5MB");
  });
});
