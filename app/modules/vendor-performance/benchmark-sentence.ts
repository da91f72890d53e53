// The sentence reading a vendor's place among its peers (docs/product/vendor-journey-and-portal.md#performance;
// decision 087). Only shares of the peers are said, never one peer's figure.

/** Where the vendor stands on one figure among peers that have it: how many do worse, as well, better. */
export type Standing = { worse: number; same: number; better: number };

/** 'the West Midlands' but 'Greater London': the regions named after a compass point read with 'the'. */
export function regionPhrase(region: string): string {
  return /^(North|South|East|West)\b/.test(region) ? `the ${region}` : region;
}

/**
 * One sentence on reply speed (else enquiries): 'You reply faster than 80% of Mehndi Artists in the East Midlands.'
 * Ties are said apart ('and as fast as 10%') rather than counted as slower; when most peers do better it says so
 * plainly. Input: what is compared ('reply' or 'enquiries'), the standing among peers that have the figure, the
 * category's name and the place ('the UK' for the fallback). Output: the sentence, or null with fewer than 5 peers.
 */
export function benchmarkSentence(figure: "reply" | "enquiries", standing: Standing, categoryName: string, place: string): string | null {
  const peers = standing.worse + standing.same + standing.better;
  if (peers < 5) return null;
  const pct = (n: number) => Math.round((n * 100) / peers);
  const who = `${categoryName} in ${place}`;
  const ahead = figure === "reply" ? "reply faster than" : "received more enquiries than";
  const level = figure === "reply" ? "as fast as" : "as many as";
  if (standing.worse === 0 && standing.same === 0) {
    return figure === "reply" ? `Most ${who} reply faster than you.` : `Most ${who} received more enquiries than you.`;
  }
  const ties = standing.same > 0 ? ` and ${level} ${pct(standing.same)}%` : "";
  return `You ${ahead} ${pct(standing.worse)}% of ${who}${ties}.`;
}
