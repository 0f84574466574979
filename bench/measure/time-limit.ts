/**
 * Runs of a browser measurement, each given up on after a time limit instead of waited for. Headless
 * Chromium can stop producing frames on a page for good (docs/decisions/0016-test-rig-and-crawl.md),
 * and a measurement that waits for a paint then never settles: one such run held `npm run bench`
 * for an hour without printing a row. A run given up on is counted, never silently dropped.
 */
export interface TimedRuns<T> {
  /** The runs that finished, in order. */
  finished: T[];
  /** How many runs were given up on. */
  givenUp: number;
}

const GIVEN_UP = Symbol('given up');

/** Resolves with the run's value, or with GIVEN_UP once `limitMs` has passed. */
async function within<T>(run: Promise<T>, limitMs: number): Promise<T | typeof GIVEN_UP> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<typeof GIVEN_UP>((resolve) => {
    timer = setTimeout(() => resolve(GIVEN_UP), limitMs);
  });
  try {
    return await Promise.race([run, limit]);
  } finally {
    clearTimeout(timer);
  }
}

/** Adds one run of `measure` to `runs`, or counts it as given up after `limitMs`. */
export async function runWithin<T>(runs: TimedRuns<T>, measure: () => Promise<T>, limitMs: number) {
  const result = await within(measure(), limitMs);
  if (result === GIVEN_UP) runs.givenUp += 1;
  else runs.finished.push(result);
}

export const noRuns = <T>(): TimedRuns<T> => ({ finished: [], givenUp: 0 });
