import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMAGE_MESSAGES } from "~/modules/media/image-rules";
import { seedLiveVendor, type LiveVendor } from "../../e2e/portal-fixture";
import { freePort } from "../../support/free-port";
import { solidImage } from "../../support/image-fixtures";
import { startProductionServer, type ProductionServer } from "./production-server";

// Decision 042, "S3 unreachable during an upload", on the production server with STORAGE_DRIVER=s3 against a
// local S3 server (s3rver): a vendor's upload through the portal works; with the store stopped the next one is
// answered with the message to try again later, and the listing gains no image and the bucket no file; with the
// store back the next upload works again.

const BUCKET = "shaadi-media";

let s3Port: number;
let s3Dir: string;
let s3: S3rver | undefined;
let server: ProductionServer;
let vendor: LiveVendor;
let cookie: string;

async function startStore(): Promise<void> {
  s3 = new S3rver({ port: s3Port, address: "127.0.0.1", silent: true, directory: s3Dir, configureBuckets: [{ name: BUCKET }] });
  await s3.run();
}

async function stopStore(): Promise<void> {
  await s3?.close();
  s3 = undefined;
}

/** Files the bucket holds (s3rver keeps each object as a folder of files under the bucket's folder). */
function objectsInBucket(): string[] {
  const root = path.join(s3Dir, BUCKET);
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { recursive: true, encoding: "utf8" })
    .filter((entry) => entry.endsWith("._S3rver_object"));
}

/** The full-size photos in the bucket (each with its smaller copies beside it; decision 038). */
function photosInBucket(): string[] {
  return objectsInBucket().filter((entry) => /\.\d+x\d+a?\.webp\._S3rver_object$/.test(entry));
}

beforeAll(async () => {
  s3Port = await freePort();
  s3Dir = fs.mkdtempSync(path.join(os.tmpdir(), "sv-s3-"));
  await startStore();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "sv-fault-"));
  const port = await freePort();
  vendor = await seedLiveVendor(dataDir, `http://127.0.0.1:${port}`);
  server = await startProductionServer({
    dataDir,
    port,
    env: {
      STORAGE_DRIVER: "s3",
      S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
      S3_REGION: "us-east-1",
      S3_BUCKET: BUCKET,
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
      S3_PUBLIC_URL: `http://127.0.0.1:${s3Port}/${BUCKET}`,
      S3_FORCE_PATH_STYLE: "true",
    },
  });
  const signIn = await fetch(`${server.origin}/vendor-auth`, {
    method: "POST",
    body: new URLSearchParams({ email: vendor.email, password: vendor.password }),
    redirect: "manual",
  });
  expect(signIn.status).toBe(302);
  cookie = signIn.headers.getSetCookie().map((value) => value.split(";")[0]).join("; ");
  // Seeding the demo catalogue for the vendor's category, then starting the server, takes minutes on a busy machine.
}, 420_000);

afterAll(async () => {
  await server?.stop();
  fs.rmSync(server?.dataDir ?? "/nonexistent", { recursive: true, force: true });
  await stopStore();
  fs.rmSync(s3Dir, { recursive: true, force: true });
});

/** Adds a photo to the gallery as the dashboard's card does without JavaScript. Output: where it went back to. */
async function uploadPhoto(): Promise<string> {
  const form = new FormData();
  form.set("intent", "add-image");
  form.set("image", new File([new Uint8Array(await solidImage("jpeg", 640, 480))], "photo.jpg", { type: "image/jpeg" }));
  const response = await fetch(`${server.origin}/vendor-dashboard/images`, { method: "POST", body: form, headers: { cookie }, redirect: "manual" });
  await response.text();
  expect(response.status).toBe(303);
  return response.headers.get("location") ?? "";
}

/** The number of photos the vendor's public page shows. */
async function publicPhotos(): Promise<number> {
  const html = await (await fetch(`${server.origin}/vendor/${vendor.vendorId}`)).text();
  const match = /aria-label="Open photo 1 of (\d+)"/.exec(html);
  return match ? Number(match[1]) : 0;
}

describe("uploads while the S3 store goes down and comes back", () => {
  it("stores a photo, refuses the next with a message while the store is down, and stores again once it is back", async () => {
    const photosAtStart = await publicPhotos();

    expect(await uploadPhoto()).toBe("/vendor-dashboard");
    expect(await publicPhotos()).toBe(photosAtStart + 1);
    expect(photosInBucket()).toHaveLength(1);

    const objectsBefore = objectsInBucket().length;
    await stopStore();
    const started = performance.now();
    const refused = await uploadPhoto();
    const refusedAfterMs = performance.now() - started;
    expect(refused).toBe("/vendor-dashboard?gallery-error=store-unavailable");
    const dashboard = await (await fetch(`${server.origin}${refused}`, { headers: { cookie } })).text();
    expect(dashboard.replaceAll("&#x27;", "'")).toContain(IMAGE_MESSAGES.storageUnavailable);
    expect(await publicPhotos()).toBe(photosAtStart + 1);
    // The server's log names the failure; the page does not.
    expect(server.output()).toMatch(/The image store failed to keep vendors\//);
    expect(dashboard).not.toContain("ECONNREFUSED");

    await startStore();
    // Nothing of the refused upload was left behind: no photo and none of its copies.
    expect(objectsInBucket()).toHaveLength(objectsBefore);
    expect(await uploadPhoto()).toBe("/vendor-dashboard");
    expect(await publicPhotos()).toBe(photosAtStart + 2);
    expect(photosInBucket()).toHaveLength(2);
    console.log(`upload with the store down refused after ${refusedAfterMs.toFixed(0)} ms`);
  });
});
