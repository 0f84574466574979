import { describe, expect, it } from 'vitest';
import { cpuBlockingTime, mainThreadTasks } from './cpu-blocking-time';

describe('cpuBlockingTime', () => {
  it('counts each task after the first paint as 4x its CPU time minus 50 ms', () => {
    const tasks = [
      { start: 100, cpu: 40_000, laysOut: false }, // before the paint: not counted
      { start: 300, cpu: 20_000, laysOut: false }, // 80 - 50 = 30
      { start: 400, cpu: 10_000, laysOut: false }, // 40 - 50: not blocking
      { start: 500, cpu: 30_000, laysOut: false }, // 120 - 50 = 70
    ];
    expect(cpuBlockingTime(tasks, 200)).toBe(100);
  });

  it('costs a task that lays out at half the slowdown, as Lantern does', () => {
    expect(cpuBlockingTime([{ start: 300, cpu: 40_000, laysOut: true }], 200)).toBe(30); // 80 - 50
    expect(cpuBlockingTime([{ start: 300, cpu: 20_000, laysOut: true }], 200)).toBe(0); // 40 - 50
  });

  it('takes another slowdown', () => {
    expect(cpuBlockingTime([{ start: 10, cpu: 30_000, laysOut: false }], 0, 2)).toBe(10);
  });
});

describe('mainThreadTasks', () => {
  const paint = { name: 'firstContentfulPaint', ph: 'I', pid: 1, tid: 7, ts: 500 };
  it("keeps the paint's thread's top-level tasks, by CPU time where the trace has it", () => {
    const events = [
      paint,
      { name: 'RunTask', ph: 'X', pid: 1, tid: 7, ts: 600, dur: 9_000, tdur: 5_000 },
      { name: 'RunTask', ph: 'X', pid: 1, tid: 7, ts: 9_700, dur: 3_000 },
      { name: 'RunTask', ph: 'X', pid: 1, tid: 8, ts: 800, dur: 70_000, tdur: 70_000 },
      { name: 'Layout', ph: 'X', pid: 1, tid: 7, ts: 610, dur: 2_000, tdur: 2_000 },
    ];
    expect(mainThreadTasks(events)).toEqual({
      tasks: [
        { start: 600, cpu: 5_000, laysOut: true },
        { start: 9_700, cpu: 3_000, laysOut: false },
      ],
      firstContentfulPaint: 500,
    });
  });

  it("marks a task as laying out only for a layout inside it, on the paint's thread", () => {
    const events = [
      paint,
      { name: 'RunTask', ph: 'X', pid: 1, tid: 7, ts: 1_000, dur: 1_000 },
      { name: 'Layout', ph: 'X', pid: 1, tid: 7, ts: 2_000, dur: 100 }, // starts as the task ends
      { name: 'RunTask', ph: 'X', pid: 1, tid: 7, ts: 3_000, dur: 1_000 },
      { name: 'Layout', ph: 'X', pid: 1, tid: 8, ts: 3_500, dur: 100 }, // another thread
      { name: 'RunTask', ph: 'X', pid: 1, tid: 7, ts: 5_000, dur: 1_000 },
      { name: 'Layout', ph: 'X', pid: 1, tid: 7, ts: 5_000, dur: 100 }, // at the task's start
    ];
    expect(mainThreadTasks(events).tasks.map((task) => task.laysOut)).toEqual([false, false, true]);
  });

  it('fails clearly on a trace without a first paint', () => {
    expect(() => mainThreadTasks([])).toThrow(/firstContentfulPaint/);
  });
});
