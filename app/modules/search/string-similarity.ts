/**
 * Damerau–Levenshtein distance (optimal string alignment): insertions, deletions, substitutions and
 * transpositions of neighbours each cost 1, so "mendhi" → "mehndi" is 2 (docs/product/public-area.md#search: trigram
 * similarity misses transpositions). Compares UTF-16 code units; inputs are short words.
 */
export function damerauLevenshtein(a: string, b: string): number {
  if (a === b) return 0;
  if (!a.length) return b.length;
  if (!b.length) return a.length;
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) => Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, d[i - 2]![j - 2]! + 1);
      d[i]![j] = best;
    }
  }
  return d[a.length]![b.length]!;
}

/**
 * Similarity in [0, 1]: 1 − distance / length of the longer string, case-insensitive
 * ("mendhi" vs "mehndi" = 1 − 2/6 ≈ 0.67). docs/product/public-area.md#search ("similarity above 0.6").
 */
export function similarity(a: string, b: string): number {
  const left = a.toLowerCase();
  const right = b.toLowerCase();
  const longer = Math.max(left.length, right.length);
  if (longer === 0) return 1;
  return 1 - damerauLevenshtein(left, right) / longer;
}
