import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { ScrapingJobProgress } from "~/components/admin/scraping-job-progress";
import { ScrapingKeyCard } from "~/components/admin/scraping-key-card";
import type { ImportJobView } from "~/modules/scraping/import-job";

/** `node` as the server renders it on the Web Scraping page (what a browser gets before JavaScript runs). */
function render(node: ReactNode): string {
  const Stub = createRoutesStub([{ path: "/admin-dashboard/import/scraping", Component: () => node }]);
  return renderToString(<Stub initialEntries={["/admin-dashboard/import/scraping"]} />).replaceAll("<!-- -->", "");
}

const job = (overrides: Partial<ImportJobView> = {}): ImportJobView => ({
  id: 7,
  status: "running",
  adapter: "builtin",
  total: 3,
  completed: 2,
  processed: ["Henna by Sana"],
  errors: ["Failed to scrape Broken: The site answered with status 500"],
  createdAt: "2026-11-01T10:00:00.000Z",
  finishedAt: null,
  ...overrides,
});

describe("ScrapingJobProgress", () => {
  it("shows the percent on an accessible progress bar, the processed names and the errors", () => {
    const html = render(<ScrapingJobProgress job={job()} />);
    expect(html).toMatch(/<div role="progressbar" aria-label="Scraping progress" aria-valuemin="0" aria-valuemax="100" aria-valuenow="66"/);
    expect(html).toContain("width:66%");
    expect(html).toContain("<strong class=\"text-ink\">66%</strong> · 2 of 3 vendors handled");
    expect(html).toContain("Processed (1)");
    expect(html).toContain("<li class=\"break-words\">Henna by Sana</li>");
    expect(html).toContain("Failed to scrape Broken: The site answered with status 500");
    expect(html).toContain("Running");
  });

  it("offers Cancel, posted to the page's action, only while the job is live", () => {
    const live = render(<ScrapingJobProgress job={job()} />);
    expect(live).toMatch(/<form[^>]* action="\/admin-dashboard\/import\/scraping" method="post">/);
    expect(live).toContain('<input type="hidden" name="intent" value="cancel-job"/>');
    expect(live).toContain('<input type="hidden" name="jobId" value="7"/>');
    const done = render(<ScrapingJobProgress job={job({ status: "completed", completed: 3 })} />);
    expect(done).not.toContain("cancel-job");
    expect(done).toContain('aria-valuenow="100"');
    expect(done).toContain("Completed");
  });
});

describe("ScrapingKeyCard", () => {
  it("says a key is saved and how it ends, with an empty password field for a new one", () => {
    const html = render(<ScrapingKeyCard status={{ saved: true, readable: true, endingIn: "wxyz", updatedAt: "2026-11-01T10:00:00.000Z" }} />);
    expect(html).toContain("A key is saved, ending in …wxyz");
    const field = /<input[^>]*name="apiKey"[^>]*>/.exec(html)?.[0];
    expect(field).toContain('type="password"');
    expect(field).not.toContain("value=");
    expect(html).toContain('value="remove-key"');
    expect(html).toContain("Save Key");
  });

  it("explains that the built-in scraper needs no key, and shows a refused key's message", () => {
    const html = render(<ScrapingKeyCard status={{ saved: false }} error="Invalid API key" />);
    expect(html).toContain("No key is saved: jobs use the built-in scraper.");
    expect(html).toContain("The built-in scraper needs no key");
    expect(html).toContain("Invalid API key");
    expect(html).not.toContain("remove-key");
  });
});
