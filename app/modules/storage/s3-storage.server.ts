import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import type { StorageConfig } from "~/config.server";
import { assertObjectKey, type ObjectStorage } from "~/modules/storage/object-storage";

export type S3StorageSettings = Omit<Extract<StorageConfig, { driver: "s3" }>, "driver">;

/**
 * The S3-compatible storage adapter (Amazon S3, MinIO, Cloudflare R2…): objects go to `bucket/key` and are
 * served from `publicUrl/key` (a CDN or the bucket's public address). Keys are random, so objects are
 * cached as immutable.
 */
export function createS3Storage(settings: S3StorageSettings): ObjectStorage {
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    // Checksums only where S3 requires them: several S3-compatible services reject the newer default ones.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  const publicUrl = settings.publicUrl.replace(/\/+$/, "");
  return {
    async put(key, bytes, contentType) {
      assertObjectKey(key);
      await client.send(
        new PutObjectCommand({
          Bucket: settings.bucket,
          Key: key,
          Body: bytes,
          ContentType: contentType,
          ContentLength: bytes.byteLength,
          CacheControl: "public, max-age=31536000, immutable",
        }),
      );
      return { key, url: `${publicUrl}/${key}` };
    },
    async delete(key) {
      assertObjectKey(key);
      await client.send(new DeleteObjectCommand({ Bucket: settings.bucket, Key: key }));
    },
    async get(key) {
      assertObjectKey(key);
      try {
        const response = await client.send(new GetObjectCommand({ Bucket: settings.bucket, Key: key }));
        return response.Body ? await response.Body.transformToByteArray() : undefined;
      } catch (error) {
        if (error instanceof NoSuchKey) return undefined;
        throw error;
      }
    },
  };
}
