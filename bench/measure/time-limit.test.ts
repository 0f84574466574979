import { describe, expect, it } from 'vitest';
import { noRuns, runWithin } from './time-limit';

const after = <T>(ms: number, value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

describe('runWithin', () => {
  it('keeps a run that finishes within the limit', async () => {
    const runs = noRuns<number>();
    await runWithin(runs, () => after(5, 42), 1_000);
    expect(runs).toEqual({ finished: [42], givenUp: 0 });
  });

  it('counts a run that never settles as given up, and goes on', async () => {
    const runs = noRuns<number>();
    await runWithin(runs, () => new Promise<number>(() => {}), 20);
    await runWithin(runs, () => after(1, 7), 1_000);
    expect(runs).toEqual({ finished: [7], givenUp: 1 });
  });

  it('lets a failing run fail', async () => {
    const runs = noRuns<number>();
    await expect(runWithin(runs, () => Promise.reject(new Error('no server')), 1_000)).rejects.toThrow(
      'no server',
    );
    expect(runs).toEqual({ finished: [], givenUp: 0 });
  });
});
