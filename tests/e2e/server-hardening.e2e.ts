import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { multipartBody, sendLargeBody } from "../support/large-bodies";
import { freePort } from "../support/free-port";
import { expect, test } from "./fixtures";

/**
 * The production server as an attacker meets it (decisions 011 and 042): started the way operators start it, `npm run serve`,
 * from a shell that says NODE_ENV=development, on a fresh embedded database. Its memory is read from
 * /proc, so a body read into memory shows. The shared test server is not used: these requests are hostile.
 */
const MB = 1024 * 1024;

let child: ChildProcess;
let origin: string;
let output = "";
let dataDir: string;

/** The Node process serving the app: `npm` starts a shell, which starts `node server/index.ts`. */
function serverProcessId(root: number): number {
  const children = new Map<number, number[]>();
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const parent = Number(fs.readFileSync(`/proc/${entry}/stat`, "utf8").split(") ")[1]!.split(" ")[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // The process ended while listing.
    }
  }
  const queue = [root];
  while (queue.length > 0) {
    const pid = queue.shift()!;
    const [command = "", ...args] = fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0");
    if (/(^|\/)node$/.test(command) && args.includes("server/index.ts")) return pid;
    queue.push(...(children.get(pid) ?? []));
  }
  throw new Error("The server process was not found");
}

/** Resident memory of the server process in bytes. */
function serverMemory(): number {
  const status = fs.readFileSync(`/proc/${serverProcessId(child.pid!)}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) * 1024;
}

test.beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "sv-hardening-"));
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "development",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    SEED_DEMO_CATALOGUE: "never",
  };
  delete env.DATABASE_URL;
  delete env.SMTP_URL;
  child = spawn("npm", ["run", "--silent", "serve"], { env, stdio: ["ignore", "pipe", "pipe"], detached: true });
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited early:\n${output}`);
    if (Date.now() > deadline) throw new Error(`The server did not start:\n${output}`);
    try {
      if ((await fetch(`${origin}/readyz`)).ok) break;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
});

test.afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child.once("exit", resolve));
    process.kill(-child.pid!, "SIGTERM");
    await exited;
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function expectNoStackTrace(body: string) {
  expect(body).not.toMatch(/\bat [\w.<>]+ \(|node_modules|URIError|\.js:\d+/);
}

test.describe("npm run serve", () => {
  test("runs in production mode even when the shell says development", async () => {
    const html = await (await fetch(`${origin}/about`)).text();
    expect(html).not.toContain("@vite/client");
    expect(html).not.toContain("inject-hmr-runtime");
  });

  for (const url of ["/%", "/%E0%A4%A", "/vendor/%zz"]) {
    test(`answers the malformed address ${url} with its own 400 page and a request id`, async () => {
      const response = await fetch(`${origin}${url}`);
      const body = await response.text();
      const id = response.headers.get("x-request-id");
      expect(response.status).toBe(400);
      expect(id).toMatch(/^[A-Za-z0-9_-]{12}$/);
      expect(body).toContain("Bad Request</h1>");
      expect(body).toContain(`Reference: <code class="rounded bg-white px-1.5 py-0.5 text-ink">${id}</code>`);
      expect(body).toContain("<footer");
      expectNoStackTrace(body);
    });
  }
});

test.describe("body limits", () => {
  const form = { "content-type": "application/x-www-form-urlencoded", origin: "" };
  const kinds = [
    ["a form post to /onboarding", "/onboarding", form, "plan=early_bird&x=", ""],
    ["a form post to /vendor-auth", "/vendor-auth", form, "email=a%40b.c&password=", ""],
    [
      "an upload to /business-details",
      "/business-details",
      { "content-type": "multipart/form-data; boundary=b0undary" },
      '--b0undary\r\nContent-Disposition: form-data; name="logo"; filename="logo.jpg"\r\nContent-Type: image/jpeg\r\n\r\n',
      "\r\n--b0undary--\r\n",
    ],
    ["a webhook", "/api/webhooks/stripe", { "content-type": "application/json", "stripe-signature": "t=1,v1=x" }, '{"id":"', '"}'],
  ] as const;

  for (const [label, url, headers, prefix, suffix] of kinds) {
    test(`refuses a declared 50 MB body on ${label} with 413 before reading it`, async () => {
      const before = serverMemory();
      const response = await sendLargeBody(`${origin}${url}`, {
        headers: { ...headers, origin },
        prefix,
        suffix,
        totalBytes: 50 * MB,
      });
      expect(response.status).toBe(413);
      if (url.startsWith("/api/")) expect(JSON.parse(response.body)).toEqual({ error: expect.stringMatching(/more than we accept/) });
      else {
        expect(response.body).toContain("Request Too Large</h1>");
        // The limits, named by the server (decision 011).
        expect(response.body).toContain("forms up to 64 KB, photo uploads up to 40 MB");
      }
      expectNoStackTrace(response.body);
      expect(serverMemory() - before).toBeLessThan(25 * MB);
    });
  }

  for (const [label, url, headers, prefix, suffix] of kinds.filter(([, url]) => url !== "/business-details")) {
    test(`cuts off a chunked 50 MB body on ${label}`, async () => {
      const before = serverMemory();
      const response = await sendLargeBody(`${origin}${url}`, {
        headers: { ...headers, origin },
        prefix,
        suffix,
        totalBytes: 50 * MB,
        chunked: true,
      });
      expect(response.status).toBe(413);
      expect(response.bytesSent).toBeLessThan(50 * MB);
      expect(serverMemory() - before).toBeLessThan(25 * MB);
    });
  }

  test("refuses a multipart post with 500 file parts", async () => {
    const upload = multipartBody({ fields: { plan: "showcase" }, files: { count: 500, name: "gallery" } });
    const response = await sendLargeBody(`${origin}/onboarding`, {
      headers: { "content-type": upload.contentType, origin },
      prefix: upload.body,
      totalBytes: 0,
      chunked: true,
    });
    expect(response.status).toBe(413);
  });
});

test.describe("Cache-Control", () => {
  test("is no-store on account pages and for a browser with a session cookie, and left alone for anonymous visitors", async () => {
    for (const url of ["/vendor-auth", "/account-creation", "/email-verified", "/api/auth/get-session"]) {
      expect((await fetch(`${origin}${url}`, { redirect: "manual" })).headers.get("cache-control"), url).toBe("no-store");
    }
    const signedIn = await fetch(`${origin}/about`, { headers: { cookie: "shaadi.session_token=not-a-real-token" } });
    expect(signedIn.headers.get("cache-control")).toBe("no-store");
    const anonymous = await fetch(`${origin}/about`);
    expect(anonymous.headers.get("cache-control") ?? "").not.toContain("no-store");
  });
});
