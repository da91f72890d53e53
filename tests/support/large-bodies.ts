/**
 * Sending large or odd request bodies to a real HTTP server in tests, without holding them in memory: the body
 * is generated chunk by chunk as the socket accepts it, and sending stops as soon as the server answers.
 */
import http from "node:http";

export type SentRequest = {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** Bytes of the body written to the socket before the answer came (or the connection closed). */
  bytesSent: number;
};

const CHUNK = Buffer.alloc(64 * 1024, "a");
/** How long the headers travel alone before the body starts (see sendLargeBody). */
const HEADERS_GRACE_MS = 150;

/**
 * Sends `method url` with `headers`, then `prefix`, `totalBytes` of filler (`a` characters) and `suffix`. With
 * `chunked` no Content-Length is sent (the body streams as chunks); otherwise the declared length is the whole
 * body's. Resolves with the answer; write errors after the server closed the connection are expected and ignored.
 */
export function sendLargeBody(
  url: string,
  options: {
    method?: string;
    headers?: Record<string, string>;
    prefix?: string;
    suffix?: string;
    totalBytes: number;
    chunked?: boolean;
  },
): Promise<SentRequest> {
  const prefix = Buffer.from(options.prefix ?? "");
  const suffix = Buffer.from(options.suffix ?? "");
  const length = prefix.length + options.totalBytes + suffix.length;
  const headers: Record<string, string> = { ...options.headers };
  if (!options.chunked) headers["content-length"] = String(length);
  return new Promise((resolve, reject) => {
    let bytesSent = 0;
    let answered = false;
    const request = http.request(url, { method: options.method ?? "POST", headers, agent: false });
    request.on("response", (response) => {
      answered = true;
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString("utf8"), bytesSent }),
      );
      response.on("error", reject);
    });
    request.on("error", (error) => {
      if (!answered) reject(error);
    });
    let filler = options.totalBytes;
    const pump = () => {
      while (!answered && !request.destroyed) {
        let chunk: Buffer;
        if (bytesSent === 0 && prefix.length > 0) chunk = prefix;
        else if (filler > 0) {
          chunk = filler >= CHUNK.length ? CHUNK : CHUNK.subarray(0, filler);
          filler -= chunk.length;
        } else {
          if (suffix.length > 0) request.write(suffix);
          bytesSent += suffix.length;
          request.end();
          return;
        }
        bytesSent += chunk.length;
        if (!request.write(chunk)) {
          request.once("drain", pump);
          return;
        }
      }
    };
    // The headers go first, and the body only if no answer came within a moment: a server that refuses on the
    // declared length alone answers at once, and a body written meanwhile could meet a closed socket (EPIPE)
    // before the answer is read, which would make the test depend on timing.
    request.flushHeaders();
    setTimeout(pump, HEADERS_GRACE_MS);
  });
}

/**
 * A multipart/form-data body with `fields` as text parts and `files` file parts named `name` (each `fileBytes`
 * of filler). Output: the boundary and the body as text.
 */
export function multipartBody(options: {
  fields?: Record<string, string>;
  files?: { count: number; name: string; fileBytes?: number };
}): { contentType: string; body: string } {
  const boundary = `----test${Date.now().toString(16)}`;
  const parts: string[] = [];
  for (const [name, value] of Object.entries(options.fields ?? {})) {
    parts.push(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  }
  const files = options.files;
  for (let index = 0; files && index < files.count; index++) {
    parts.push(
      `--${boundary}\r\nContent-Disposition: form-data; name="${files.name}"; filename="photo-${index}.jpg"\r\nContent-Type: image/jpeg\r\n\r\n${"x".repeat(files.fileBytes ?? 10)}\r\n`,
    );
  }
  return { contentType: `multipart/form-data; boundary=${boundary}`, body: `${parts.join("")}--${boundary}--\r\n` };
}
