import http from "node:http";
import type { AddressInfo } from "node:net";

/** What the server answers on one path. */
export type FeedAnswer = { status?: number; contentType?: string; body: string | Buffer };

/** A local calendar server: answers set per path, the requests counted. */
export type FeedServer = {
  /** `http://127.0.0.1:PORT`. */
  origin: string;
  /** Answers `path` with `answer` from now on. */
  serve: (path: string, answer: FeedAnswer | string) => void;
  /** How many requests `path` has had. */
  hits: (path: string) => number;
  close: () => Promise<void>;
};

/**
 * Serves calendar feeds on 127.0.0.1 for the tests, as a vendor's calendar service would: `text/calendar` unless
 * told otherwise, 404 for a path not served. The app reaches it only with loopback allowed (SCRAPER_ALLOW_LOOPBACK,
 * or `allowLoopback` in the fetch options), as the scraping tests reach theirs.
 */
export async function startFeedServer(): Promise<FeedServer> {
  const answers = new Map<string, FeedAnswer>();
  const counts = new Map<string, number>();
  const server = http.createServer((request, response) => {
    const path = (request.url ?? "/").split("?")[0]!;
    counts.set(path, (counts.get(path) ?? 0) + 1);
    const answer = answers.get(path);
    if (!answer) {
      response.writeHead(404, { "content-type": "text/plain" }).end("Not found");
      return;
    }
    response.writeHead(answer.status ?? 200, { "content-type": answer.contentType ?? "text/calendar; charset=utf-8" }).end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    serve: (path, answer) => answers.set(path, typeof answer === "string" ? { body: answer } : answer),
    hits: (path) => counts.get(path) ?? 0,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** A calendar around the given VEVENT bodies (each a list of content lines), with CRLF line ends as RFC 5545 says. */
export function icsCalendar(...events: string[][]): string {
  const lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Test//Feeds//EN"];
  events.forEach((body, index) => lines.push("BEGIN:VEVENT", `UID:event-${index}@test`, "DTSTAMP:20261201T120000Z", ...body, "END:VEVENT"));
  lines.push("END:VCALENDAR");
  return `${lines.join("\r\n")}\r\n`;
}

/** A calendar of all-day events on the given days (`YYYY-MM-DD`). */
export function allDayCalendar(days: readonly string[]): string {
  return icsCalendar(...days.map((day) => [`DTSTART;VALUE=DATE:${day.replaceAll("-", "")}`]));
}
