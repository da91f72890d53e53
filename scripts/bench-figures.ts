/** Latency figures of the benchmarks: percentiles of timings in milliseconds, printed with a target's verdict. */

/** Latency figures of one set of timings, in milliseconds. */
export type Figures = { count: number; p50: number; p95: number; p99: number; max: number };

/** Nearest-rank percentile of sorted timings (ms); 0 for none. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] as number;
}

/** p50, p95, p99 and max of `timings` (ms). */
export function figures(timings: number[]): Figures {
  const sorted = [...timings].sort((a, b) => a - b);
  return { count: sorted.length, p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99), max: sorted.at(-1) ?? 0 };
}

const ms = (value: number) => value.toFixed(1).padStart(6);

/** Prints one line of figures, with 'target p95 ≤ N ms PASS|FAIL' when a target is given; output: whether it was met. */
export function printFigures(title: string, value: Figures, targetP95?: number): boolean {
  const verdict = targetP95 === undefined ? "" : `  target p95 ≤ ${targetP95} ms  ${value.p95 <= targetP95 ? "PASS" : "FAIL"}`;
  console.log(`${title.padEnd(44)} n=${String(value.count).padStart(4)}  p50 ${ms(value.p50)}  p95 ${ms(value.p95)}  p99 ${ms(value.p99)}  max ${ms(value.max)} ms${verdict}`);
  return targetP95 === undefined || value.p95 <= targetP95;
}
