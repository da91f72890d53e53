// Service tags of a listing (docs/product/vendor-journey-and-portal.md#listing "Service tag: trimmed, ignored if empty, no
// duplicates, added with Enter or a button"; bad input: tags of 200 characters or markup). Pure, so the
// dashboard's tag editor and the server apply the same rule.

/** Longest tag: a tag is a short phrase ('Bridal mehndi', 'Hijab-friendly styling'), never a paragraph. */
export const MAX_TAG_LENGTH = 40;
/** Most tags on one listing: enough for every service, few enough to stay readable on the vendor page. */
export const MAX_TAGS = 20;

export const TAG_MESSAGES = {
  tooLong: `Each tag may have at most ${MAX_TAG_LENGTH} characters.`,
  markup: "Tags may only contain letters, numbers, spaces and simple punctuation.",
  tooMany: `Please use at most ${MAX_TAGS} tags.`,
  duplicate: "This tag is already on your listing.",
} as const;

// Letters and digits of any script, spaces and the punctuation tags use ('Hair & makeup', 'Pre-wedding',
// 'Nikah/Walima'). Angle brackets, quotes and the like are refused: a tag is never markup.
const TAG_PATTERN = /^[\p{L}\p{N}\p{M} &'’+,./()-]+$/u;

/** A tag as stored: whitespace trimmed and collapsed. Input: typed text. Output: '' for blank input. */
export function normaliseTag(raw: string): string {
  return raw.trim().replace(/\s+/g, " ");
}

/** Why one (normalised, non-empty) tag is refused, or undefined when it is acceptable. */
export function tagProblem(tag: string): string | undefined {
  if (tag.length > MAX_TAG_LENGTH) return TAG_MESSAGES.tooLong;
  if (!TAG_PATTERN.test(tag)) return TAG_MESSAGES.markup;
  return undefined;
}

/** Two tags are the same when they differ only in letter case ('Bridal Mehndi' = 'bridal mehndi'). */
const tagKey = (tag: string) => tag.toLocaleLowerCase("en-GB");

/**
 * Adds a typed tag to a list (the editor's Enter key and Add button). Input: the current tags and the typed text.
 * Output: `{ tags }` with the tag appended, the same list when the text is blank, or `{ tags, error }` with the
 * unchanged list and the reason (too long, markup, duplicate, list full).
 */
export function addTag(tags: readonly string[], raw: string): { tags: string[]; error?: string } {
  const tag = normaliseTag(raw);
  if (!tag) return { tags: [...tags] };
  const problem = tagProblem(tag);
  if (problem) return { tags: [...tags], error: problem };
  if (tags.some((existing) => tagKey(existing) === tagKey(tag))) return { tags: [...tags], error: TAG_MESSAGES.duplicate };
  if (tags.length >= MAX_TAGS) return { tags: [...tags], error: TAG_MESSAGES.tooMany };
  return { tags: [...tags, tag] };
}

/**
 * The tags of a submitted form as they will be stored: each normalised, blanks dropped, later duplicates
 * dropped (first spelling kept). Input: the posted values. Output: `{ tags }`, or `{ tags, error }` naming the
 * first rule broken (the server refuses the form then; nothing is stored).
 */
export function cleanTags(raw: readonly string[]): { tags: string[]; error?: string } {
  const tags: string[] = [];
  const seen = new Set<string>();
  for (const value of raw) {
    const tag = normaliseTag(value);
    if (!tag || seen.has(tagKey(tag))) continue;
    const problem = tagProblem(tag);
    if (problem) return { tags, error: problem };
    seen.add(tagKey(tag));
    tags.push(tag);
  }
  if (tags.length > MAX_TAGS) return { tags, error: TAG_MESSAGES.tooMany };
  return { tags };
}

/** Suggestions for the editor: the category's common tags not yet on the listing, in the category's order. */
export function tagSuggestions(categoryTags: readonly string[], tags: readonly string[]): string[] {
  const taken = new Set(tags.map(tagKey));
  return categoryTags.filter((tag) => !taken.has(tagKey(tag)));
}
