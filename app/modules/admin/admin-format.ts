// How the admin dashboard words its figures and its audit entries; pure, shared by the page and its tests.

/** A share as the stat cards print it: '42%' (whole percent; 0% of nothing). */
export function percentOf(part: number, whole: number): string {
  return `${whole === 0 ? 0 : Math.round((part / whole) * 100)}%`;
}

/** An audit value in a line of text: strings as they are, everything else as JSON, cut to 80 characters. */
export function auditValue(value: unknown): string {
  const text = typeof value === "string" ? value : JSON.stringify(value);
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
}

/**
 * The changes of an audit entry as short lines, e.g. `isActive: false → true`, from its `before` and `after`
 * (either may be null: a creation has no before, a deletion no after). Input: the two JSON values.
 */
export function auditChanges(before: unknown, after: unknown): string[] {
  const from = (before ?? {}) as Record<string, unknown>;
  const to = (after ?? {}) as Record<string, unknown>;
  const keys = [...new Set([...Object.keys(from), ...Object.keys(to)])];
  return keys.map((key) => {
    if (!(key in from)) return `${key}: ${auditValue(to[key])}`;
    if (!(key in to)) return `${key}: ${auditValue(from[key])} → (removed)`;
    return `${key}: ${auditValue(from[key])} → ${auditValue(to[key])}`;
  });
}
