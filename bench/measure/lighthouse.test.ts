import { expect, it } from 'vitest';
import { splitRuns, type LighthouseFigures } from './lighthouse';

const run = (performance: number): LighthouseFigures => ({
  performance,
  fcpMs: 900,
  lcpMs: 2100,
  tbtMs: 120,
  cls: 0,
  scriptTransferBytes: 150_000,
  cpuIndex: 1200,
});

it('keeps the finished runs for the medians and counts the failed ones by reason', () => {
  const { measured, failed } = splitRuns([
    run(93),
    { failed: 'NO_NAVSTART' },
    run(95),
    { failed: 'NO_NAVSTART' },
    { failed: 'exit 1: Chrome crashed' },
  ]);
  expect(measured.map((figures) => figures.performance)).toEqual([93, 95]);
  expect(failed).toBe('NO_NAVSTART ×2, exit 1: Chrome crashed ×1');
});

it('reports no failures when every run finished', () => {
  expect(splitRuns([run(94), run(96)]).failed).toBe('');
});
