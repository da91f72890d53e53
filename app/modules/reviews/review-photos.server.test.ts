import { describe, expect, it } from "vitest";
import { discardReviewPhotoUrls, reviewPhotoKey } from "~/modules/reviews/review-photos.server";
import type { ObjectStorage } from "~/modules/storage/object-storage";

// Decision 100: only our own review uploads (`reviews/photo-<uuid>.webp`) are ever deleted by URL.

const UUID = "0b7c3a52-9d1e-4f7a-8c2b-5e6f7a8b9c0d";

describe("reviewPhotoKey", () => {
  it("finds the key of our review uploads, locally and on S3", () => {
    expect(reviewPhotoKey(`/media/uploads/reviews/photo-${UUID}.webp`)).toBe(`reviews/photo-${UUID}.webp`);
    expect(reviewPhotoKey(`https://media.shaadi.example/reviews/photo-${UUID}.webp`)).toBe(`reviews/photo-${UUID}.webp`);
  });

  it("never names a file that is not a review upload", () => {
    expect(reviewPhotoKey("/images/demo/review-1.webp")).toBeUndefined();
    expect(reviewPhotoKey("https://images.unsplash.com/photo-1519741497674-611481863552")).toBeUndefined();
    expect(reviewPhotoKey(`/media/uploads/vendors/7/gallery-${UUID}.webp`)).toBeUndefined();
    expect(reviewPhotoKey(`/media/uploads/reviews/photo-${UUID}.php`)).toBeUndefined();
    expect(reviewPhotoKey(`/media/uploads/reviews/photo-${UUID}.webp/../x.webp`)).toBeUndefined();
    expect(reviewPhotoKey(`/media/uploads/reviews/photo-${UUID}.webp?x=1`)).toBe(`reviews/photo-${UUID}.webp`);
    expect(reviewPhotoKey("http://[::1")).toBeUndefined();
  });
});

describe("discardReviewPhotoUrls", () => {
  it("deletes only our uploads and never throws when a delete fails", async () => {
    const asked: string[] = [];
    const storage: ObjectStorage = {
      put: async (key) => ({ key, url: `/media/uploads/${key}` }),
      delete: async (key) => {
        asked.push(key);
        throw new Error("The store is down");
      },
    };
    await expect(discardReviewPhotoUrls([`/media/uploads/reviews/photo-${UUID}.webp`, "/images/demo/review-1.webp"], storage)).resolves.toBeUndefined();
    expect(asked).toEqual([`reviews/photo-${UUID}.webp`]);
  });
});
