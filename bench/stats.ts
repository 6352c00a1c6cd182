/** Percentiles and timing helpers shared by the benchmarks. */

export function percentile(sortedMs: readonly number[], p: number): number {
  if (sortedMs.length === 0) return 0;
  const index = Math.min(sortedMs.length - 1, Math.ceil((p / 100) * sortedMs.length) - 1);
  return round(sortedMs[Math.max(0, index)]);
}

export function round(value: number, digits = 3): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

/** Runs `work` for each input and returns p50, p99 and the mean in milliseconds. */
export function timeEach<T>(
  inputs: readonly T[],
  work: (input: T) => unknown,
): { n: number; p50Ms: number; p99Ms: number; meanMs: number } {
  const times: number[] = [];
  for (const input of inputs) {
    const started = performance.now();
    work(input);
    times.push(performance.now() - started);
  }
  return summarise(times);
}

/** p50, p99 and the mean of some durations in milliseconds. */
export function summarise(durationsMs: readonly number[]): { n: number; p50Ms: number; p99Ms: number; meanMs: number } {
  const times = [...durationsMs].sort((a, b) => a - b);
  return {
    n: times.length,
    p50Ms: percentile(times, 50),
    p99Ms: percentile(times, 99),
    meanMs: round(times.reduce((s, t) => s + t, 0) / times.length),
  };
}
