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

/** How long the store may take before a request to it fails, and how often a failed request is tried. */
export type S3ClientLimits = {
  /** Time to open a connection, in ms. */
  connectionTimeoutMs: number;
  /** Time a request's connection may stay silent, in ms. */
  requestTimeoutMs: number;
  /** Attempts per request, the first included (the SDK backs off between them). */
  maxAttempts: number;
};

/**
 * An unreachable store fails an upload within seconds rather than after the SDK's defaults (no connection
 * timeout at all), so a vendor is told to try again while still on the page (decision 042). Three attempts ride
 * out a dropped connection; a store that does not answer for 30 s is treated as down.
 */
export const S3_CLIENT_LIMITS: S3ClientLimits = { connectionTimeoutMs: 3000, requestTimeoutMs: 30_000, maxAttempts: 3 };

/**
 * The S3-compatible storage adapter (Amazon S3, MinIO, Cloudflare R2…): objects go to `bucket/key` and are
 * served from `publicUrl/key` (a CDN or the bucket's public address). Keys are random, so objects are
 * cached as immutable. Input: the bucket's settings and optionally the client's {@link S3ClientLimits} (tests
 * shorten them). A request the store refuses or does not answer rejects with the SDK's error.
 */
export function createS3Storage(settings: S3StorageSettings, limits: S3ClientLimits = S3_CLIENT_LIMITS): ObjectStorage {
  const client = new S3Client({
    maxAttempts: limits.maxAttempts,
    requestHandler: { connectionTimeout: limits.connectionTimeoutMs, requestTimeout: limits.requestTimeoutMs },
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
