// Startup options every PostgreSQL connection of the pool opens with, added to any the operator gives.

/**
 * Statements run by name are planned with each run's values, never with a generic plan (decision 098): a search's
 * best plan depends on how large its place's box is and how common its words are, which a generic plan cannot see.
 */
export const PLAN_WITH_VALUES = "-c plan_cache_mode=force_custom_plan";

/**
 * The pool's connection string and startup `options` for a `DATABASE_URL`: the operator's own options (the URL's
 * `options` parameter, else the `PGOPTIONS` environment variable, which node-postgres would otherwise read) followed
 * by {@link PLAN_WITH_VALUES}. The URL is returned unchanged unless it carries `options`, which is then moved out of
 * it, since node-postgres lets a URL's parameters replace the pool's. Input: the URL and the environment. Output:
 * `{ connectionString, options }`. Throws a `TypeError` only when the URL carries `options` and cannot be parsed.
 */
export function connectionOptionsFor(url: string, env: NodeJS.ProcessEnv = process.env): { connectionString: string; options: string } {
  if (!/[?&]options=/.test(url)) return { connectionString: url, options: joinOptions(env.PGOPTIONS) };
  const parsed = new URL(url);
  const given = parsed.searchParams.get("options") ?? undefined;
  parsed.searchParams.delete("options");
  return { connectionString: parsed.toString(), options: joinOptions(given) };
}

function joinOptions(given: string | undefined): string {
  return given?.trim() ? `${given.trim()} ${PLAN_WITH_VALUES}` : PLAN_WITH_VALUES;
}
