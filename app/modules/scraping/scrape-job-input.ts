// The list an admin gives a scraping job (docs/product/admin.md#scraping-import; decision 021): one vendor per line, `name, website,
// category`. The last two fields never hold a comma (an address, a category name), so a name may: "Smith, Jones
// & Co, smithjones.co.uk, Photographers" is read as that name. A website without a scheme gets https://; the
// category is a category's name or slug, in any case.

/** Vendors one job visits at most: with the 1 s pause and a 5 s timeout, a job stays within minutes. */
export const MAX_SCRAPE_TARGETS = 100;
const MAX_NAME_LENGTH = 200;
const MAX_URL_LENGTH = 2_000;
/** Errors listed before '... and N more errors' (the CSV import's rule, docs/product/admin.md#scraping-import). */
export const LISTED_INPUT_ERRORS = 10;

export type ScrapeTarget = {
  name: string;
  /** An absolute http(s) URL. */
  website: string;
  /** The category's slug (stored by slug, so the runner finds it again even if its id were to change). */
  category: string;
};

export type CategoryChoice = { name: string; slug: string };

export const SCRAPE_INPUT_MESSAGES = {
  empty: "Please enter at least one vendor",
  tooMany: (count: number) => `At most ${MAX_SCRAPE_TARGETS} vendors per job (this list has ${count})`,
  shape: (line: number) => `Line ${line}: expected "name, website, category"`,
  name: (line: number) => `Line ${line}: Name is required`,
  nameLength: (line: number) => `Line ${line}: Name must be at most ${MAX_NAME_LENGTH} characters`,
  website: (line: number, text: string) => `Line ${line}: "${text}" is not a web address`,
  category: (line: number, text: string) => `Line ${line}: Category "${text}" not found`,
  more: (count: number) => `... and ${count} more errors`,
} as const;

/** `text` as an absolute http(s) URL (https:// added when no scheme is given), or undefined. */
export function normaliseWebsite(text: string): string | undefined {
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`;
  if (withScheme.length > MAX_URL_LENGTH) return undefined;
  try {
    const url = new URL(withScheme);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Reads the vendor list of a new scraping job (docs/product/admin.md#scraping-import). Blank lines are skipped; each other line is
 * `name, website, category` (see the file's note). Input: the textarea's text, the categories that exist.
 * Output: the targets in order and the errors ('Line n: …', spec-style as in the CSV import), empty only when
 * every line is good and there are 1 to {@link MAX_SCRAPE_TARGETS} of them.
 */
export function parseScrapeTargets(text: string, categories: readonly CategoryChoice[]): { targets: ScrapeTarget[]; errors: string[] } {
  const bySlugOrName = new Map<string, string>();
  for (const category of categories) {
    bySlugOrName.set(category.slug.toLowerCase(), category.slug);
    bySlugOrName.set(category.name.trim().toLowerCase(), category.slug);
  }
  const targets: ScrapeTarget[] = [];
  const errors: string[] = [];
  const lines = text.split(/\r?\n/);
  for (const [index, raw] of lines.entries()) {
    const line = index + 1;
    if (!raw.trim()) continue;
    const fields = raw.split(",").map((field) => field.trim());
    if (fields.length < 3) {
      errors.push(SCRAPE_INPUT_MESSAGES.shape(line));
      continue;
    }
    const categoryText = fields.pop()!;
    const websiteText = fields.pop()!;
    const name = fields.join(", ").replace(/\s+/g, " ").trim();
    const website = normaliseWebsite(websiteText);
    const category = bySlugOrName.get(categoryText.toLowerCase());
    if (!name) errors.push(SCRAPE_INPUT_MESSAGES.name(line));
    else if (name.length > MAX_NAME_LENGTH) errors.push(SCRAPE_INPUT_MESSAGES.nameLength(line));
    if (!website) errors.push(SCRAPE_INPUT_MESSAGES.website(line, websiteText));
    if (!category) errors.push(SCRAPE_INPUT_MESSAGES.category(line, categoryText));
    if (name && name.length <= MAX_NAME_LENGTH && website && category) targets.push({ name, website, category });
  }
  const count = lines.filter((raw) => raw.trim()).length;
  if (count === 0) errors.push(SCRAPE_INPUT_MESSAGES.empty);
  if (count > MAX_SCRAPE_TARGETS) errors.unshift(SCRAPE_INPUT_MESSAGES.tooMany(count));
  return { targets, errors };
}

/** The errors as shown: the first {@link LISTED_INPUT_ERRORS}, then '... and N more errors'. */
export function listedInputErrors(errors: readonly string[]): string[] {
  if (errors.length <= LISTED_INPUT_ERRORS) return [...errors];
  return [...errors.slice(0, LISTED_INPUT_ERRORS), SCRAPE_INPUT_MESSAGES.more(errors.length - LISTED_INPUT_ERRORS)];
}
