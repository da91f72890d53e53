// The part of autocannon's programmatic API that scripts/bench-load.ts uses (the package ships no types).
declare module "autocannon" {
  type Histogram = { average: number; p50: number; p97_5: number; p99: number; total: number };
  type Result = { requests: Histogram; latency: Histogram; errors: number; timeouts: number; non2xx: number };
  type Options = {
    url: string;
    connections?: number;
    duration?: number;
    amount?: number;
    headers?: Record<string, string>;
    requests?: { setupRequest?: (request: Record<string, unknown>) => Record<string, unknown> }[];
  };
  export default function autocannon(options: Options): Promise<Result>;
}
