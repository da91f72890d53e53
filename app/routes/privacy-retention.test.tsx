import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { RETENTION_SCHEDULE } from "~/modules/retention/retention-schedule";
import PrivacyPage, { loader } from "~/routes/privacy";

// docs/product/public-area.md#retention: /privacy's "How long we keep it" is the retention schedule, row by row, so
// the page cannot promise a period the daily sweep does not apply.

const decode = (html: string) =>
  html
    .replace(/<[^>]+>/g, "")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");

function retentionSection(): string {
  const props = { loaderData: loader(), params: {}, matches: [] };
  const html = renderToStaticMarkup(
    <MemoryRouter>
      {/* eslint-disable-next-line @typescript-eslint/no-explicit-any */}
      <PrivacyPage {...(props as any)} />
    </MemoryRouter>,
  );
  const start = html.indexOf('id="retention"');
  const end = html.indexOf('id="processors"');
  expect(start).toBeGreaterThan(-1);
  return decode(html.slice(start, end));
}

describe("/privacy's retention section", () => {
  it("shows every row of the retention schedule with its period and what happens at the end", () => {
    const section = retentionSection();
    expect(RETENTION_SCHEDULE.length).toBeGreaterThan(10);
    for (const row of RETENTION_SCHEDULE) expect(section, row.kind).toContain(`${row.title}: ${row.period}. ${row.atTheEnd}.`);
  });

  it("keeps enquiries 24 months after the last message, then shows the couple as a former enquirer", () => {
    expect(retentionSection()).toMatch(/Enquiries and conversations: 24 months after the conversation's last message\. The couple becomes 'Former enquirer'/);
  });
});
