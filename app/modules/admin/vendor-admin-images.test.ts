import { describe, expect, it } from "vitest";
import { adminImageFailureToast, adminImageIntentOf, parseAdminImageCommand, savedVendorId } from "~/modules/admin/vendor-admin-images";
import { AppError } from "~/modules/errors/app-error";
import { IMAGE_MESSAGES } from "~/modules/media/image-rules";

const file = (name: string) => new File([new Uint8Array([1, 2, 3])], name, { type: "image/jpeg" });

function form(fields: Record<string, string | File | (string | File)[]>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) for (const one of [value].flat()) data.append(name, one);
  return data;
}

function refusal(fields: Record<string, string | File | (string | File)[]>): string {
  try {
    parseAdminImageCommand(form(fields));
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    return (error as AppError).message;
  }
  throw new Error("The command was accepted");
}

describe("the editor's image commands", () => {
  it("reads an upload of one file, and a change to one image", () => {
    const upload = parseAdminImageCommand(form({ intent: "upload", image: file("a.jpg") }));
    expect(upload.intent).toBe("upload");
    expect(upload.intent === "upload" && upload.image.name).toBe("a.jpg");
    expect(parseAdminImageCommand(form({ intent: "delete-image", imageId: "12" }))).toEqual({ intent: "delete-image", imageId: 12 });
  });

  it("refuses no file, two files, a malformed id and an unknown intent", () => {
    expect(refusal({ intent: "upload", image: new File([], "") })).toBe(IMAGE_MESSAGES.noFile);
    expect(refusal({ intent: "upload", image: [file("a.jpg"), file("b.jpg")] })).toBe(IMAGE_MESSAGES.oneAtATime);
    expect(refusal({ intent: "set-primary", imageId: "twelve" })).toBe("This image is not in the vendor's gallery.");
    expect(refusal({ intent: "rotate" })).toBe("Unknown image action.");
  });

  it("knows a saved vendor by its id, and words failures with the spec's titles", () => {
    expect([savedVendorId("5"), savedVendorId("new"), savedVendorId(undefined)]).toEqual([5, undefined, undefined]);
    expect(adminImageIntentOf("set-primary")).toBe("set-primary");
    expect(adminImageIntentOf("drop")).toBeUndefined();
    expect(adminImageFailureToast("set-primary", "Nope")).toEqual({ title: "Failed to set primary image", description: "Nope", variant: "error" });
    expect(adminImageFailureToast(undefined, "Nope").title).toBe("Failed to upload image");
    expect(adminImageFailureToast("delete-image", "Nope").title).toBe("Failed to delete image");
  });
});
