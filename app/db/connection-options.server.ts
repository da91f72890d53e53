// Startup options the pools' PostgreSQL connections open with, added to any the operator gives.

/**
 * Statements run by name are planned with each run's values, never with a generic plan (decision 098): a search's
 * best plan depends on how large its place's box is and how common its words are, which a generic plan cannot see.
 * Only the pool that runs searches opens with it (decision 110).
 */
export const PLAN_WITH_VALUES = "-c plan_cache_mode=force_custom_plan";

/**
 * The pool's connection string and startup `options` for a `DATABASE_URL`: the operator's own options (the URL's
 * `options` parameter, else the `PGOPTIONS` environment variable, which node-postgres would otherwise read), followed
 * by {@link PLAN_WITH_VALUES} for the pool that runs statements planned with their values (`planWithValues`,
 * decision 110). The URL is returned unchanged unless it carries `options`, which is then moved out of it, since
 * node-postgres lets a URL's parameters replace the pool's. Input: the URL, the environment and which pool. Output:
 * `{ connectionString, options }`, `options` undefined when there are none. Throws a `TypeError` only when the URL
 * carries `options` and cannot be parsed.
 */
export function connectionOptionsFor(
  url: string,
  env: NodeJS.ProcessEnv = process.env,
  { planWithValues }: { planWithValues: boolean } = { planWithValues: false },
): { connectionString: string; options: string | undefined } {
  const join = (given: string | undefined) => [given?.trim(), planWithValues ? PLAN_WITH_VALUES : undefined].filter(Boolean).join(" ") || undefined;
  if (!/[?&]options=/.test(url)) return { connectionString: url, options: join(env.PGOPTIONS) };
  const parsed = new URL(url);
  const given = parsed.searchParams.get("options") ?? undefined;
  parsed.searchParams.delete("options");
  return { connectionString: parsed.toString(), options: join(given) };
}
