/**
 * Total blocking time computed from main-thread CPU time, the way Lighthouse's simulation does it:
 * each task after the first contentful paint counts its duration times the CPU slowdown, minus the
 * 50 ms a task may take before it blocks input. A task that lays out is costed at half that
 * slowdown, as Lantern does (`layoutTaskMultiplier` 0.5 in its simulator). Lighthouse costs a task
 * by its wall time in the unthrottled load, so time the renderer spent waiting for a core (another
 * process running) reads as blocking; thread CPU time does not, which keeps rows from a busy
 * machine comparable.
 */
export interface MainThreadTask {
  /** Start, in the trace's microseconds. */
  start: number;
  /** CPU time of the task's thread, in microseconds (wall time when the trace has none). */
  cpu: number;
  /** Whether the task ran a layout (a `Layout` event inside it). */
  laysOut: boolean;
}

const LIGHTHOUSE_CPU_SLOWDOWN = 4;
const LAYOUT_TASK_MULTIPLIER = 0.5;
const BLOCKING_THRESHOLD_MS = 50;

export function cpuBlockingTime(
  tasks: readonly MainThreadTask[],
  firstContentfulPaint: number,
  slowdown = LIGHTHOUSE_CPU_SLOWDOWN,
): number {
  let total = 0;
  for (const task of tasks) {
    if (task.start < firstContentfulPaint) continue;
    const multiplier = task.laysOut ? slowdown * LAYOUT_TASK_MULTIPLIER : slowdown;
    total += Math.max(0, (task.cpu / 1000) * multiplier - BLOCKING_THRESHOLD_MS);
  }
  return total;
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
}

/** The renderer main thread's top-level tasks and its first contentful paint, from a trace. */
export function mainThreadTasks(events: readonly TraceEvent[]): {
  tasks: MainThreadTask[];
  firstContentfulPaint: number;
} {
  const paint = events.find((event) => event.name === 'firstContentfulPaint');
  if (!paint) throw new Error('The trace has no firstContentfulPaint event');
  const onThread = (event: TraceEvent) =>
    event.ph === 'X' && event.pid === paint.pid && event.tid === paint.tid;
  const layouts = events
    .filter((event) => event.name === 'Layout' && onThread(event))
    .map((event) => event.ts)
    .sort((a, b) => a - b);
  const tasks = events
    .filter((event) => event.name === 'RunTask' && onThread(event))
    .map((event) => {
      const end = event.ts + (event.dur ?? 0);
      const first = firstAtOrAfter(layouts, event.ts);
      return {
        start: event.ts,
        cpu: event.tdur ?? event.dur ?? 0,
        laysOut: first < layouts.length && layouts[first] < end,
      };
    });
  return { tasks, firstContentfulPaint: paint.ts };
}

/** Index of the first value not below `value` in an ascending list (its length when none is). */
function firstAtOrAfter(sorted: readonly number[], value: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (sorted[middle] < value) low = middle + 1;
    else high = middle;
  }
  return low;
}
