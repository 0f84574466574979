import { describe, expect, it } from 'vitest';
import { cpuBlockingTime, mainThreadTasks } from './cpu-blocking-time';

describe('cpuBlockingTime', () => {
  it('counts each task after the first paint as 4x its CPU time minus 50 ms', () => {
    const tasks = [
      { start: 100, cpu: 40_000 }, // before the paint: not counted
      { start: 300, cpu: 20_000 }, // 80 - 50 = 30
      { start: 400, cpu: 10_000 }, // 40 - 50: not blocking
      { start: 500, cpu: 30_000 }, // 120 - 50 = 70
    ];
    expect(cpuBlockingTime(tasks, 200)).toBe(100);
  });

  it('takes another slowdown', () => {
    expect(cpuBlockingTime([{ start: 10, cpu: 30_000 }], 0, 2)).toBe(10);
  });
});

describe('mainThreadTasks', () => {
  const paint = { name: 'firstContentfulPaint', ph: 'I', pid: 1, tid: 7, ts: 500 };
  it("keeps the paint's thread's top-level tasks, by CPU time where the trace has it", () => {
    const events = [
      paint,
      { name: 'RunTask', ph: 'X', pid: 1, tid: 7, ts: 600, dur: 9_000, tdur: 5_000 },
      { name: 'RunTask', ph: 'X', pid: 1, tid: 7, ts: 700, dur: 3_000 },
      { name: 'RunTask', ph: 'X', pid: 1, tid: 8, ts: 800, dur: 70_000, tdur: 70_000 },
      { name: 'Layout', ph: 'X', pid: 1, tid: 7, ts: 610, dur: 2_000, tdur: 2_000 },
    ];
    expect(mainThreadTasks(events)).toEqual({
      tasks: [
        { start: 600, cpu: 5_000 },
        { start: 700, cpu: 3_000 },
      ],
      firstContentfulPaint: 500,
    });
  });

  it('fails clearly on a trace without a first paint', () => {
    expect(() => mainThreadTasks([])).toThrow(/firstContentfulPaint/);
  });
});
