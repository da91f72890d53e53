// The rows of the distance's matrix that matter, grown to the longest second word yet (see damerauLevenshtein).
let rowsOfThree = new Int32Array(0);

/**
 * Damerau–Levenshtein distance (optimal string alignment): insertions, deletions, substitutions and
 * transpositions of neighbours each cost 1, so "mendhi" → "mehndi" is 2 (docs/product/public-area.md#search: trigram
 * similarity misses transpositions). Compares UTF-16 code units; inputs are short words.
 */
export function damerauLevenshtein(a: string, b: string): number {
  if (a === b) return 0;
  if (!a.length) return b.length;
  if (!b.length) return a.length;
  const cols = b.length + 1;
  // Only the last three rows of the matrix are ever read (a transposition looks two rows back), so three rows,
  // reused from call to call, replace it; the calls are synchronous, so no two share them at once.
  if (rowsOfThree.length < 3 * cols) rowsOfThree = new Int32Array(3 * cols);
  const d = rowsOfThree;
  let twoBack = 0;
  let oneBack = cols;
  let current = 2 * cols;
  for (let j = 0; j < cols; j++) d[oneBack + j] = j;
  for (let i = 1; i <= a.length; i++) {
    d[current] = i;
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[oneBack + j]! + 1, d[current + j - 1]! + 1, d[oneBack + j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, d[twoBack + j - 2]! + 1);
      d[current + j] = best;
    }
    const reused = twoBack;
    twoBack = oneBack;
    oneBack = current;
    current = reused;
  }
  return d[oneBack + b.length]!;
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
