/**
 * Total blocking time computed from main-thread CPU time, the way Lighthouse's simulation does it:
 * each task after the first contentful paint counts its duration times the CPU slowdown, minus the
 * 50 ms a task may take before it blocks input. Lighthouse costs a task by its wall time in the
 * unthrottled load, so time the renderer spent waiting for a core (another process running) reads
 * as blocking; thread CPU time does not, which keeps rows from a busy machine comparable.
 */
export interface MainThreadTask {
  /** Start, in the trace's microseconds. */
  start: number;
  /** CPU time of the task's thread, in microseconds (wall time when the trace has none). */
  cpu: number;
}

const LIGHTHOUSE_CPU_SLOWDOWN = 4;
const BLOCKING_THRESHOLD_MS = 50;

export function cpuBlockingTime(
  tasks: readonly MainThreadTask[],
  firstContentfulPaint: number,
  slowdown = LIGHTHOUSE_CPU_SLOWDOWN,
): number {
  let total = 0;
  for (const task of tasks) {
    if (task.start < firstContentfulPaint) continue;
    total += Math.max(0, (task.cpu / 1000) * slowdown - BLOCKING_THRESHOLD_MS);
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
  const tasks = events
    .filter(
      (event) =>
        event.name === 'RunTask' && event.ph === 'X' && event.pid === paint.pid && event.tid === paint.tid,
    )
    .map((event) => ({ start: event.ts, cpu: event.tdur ?? event.dur ?? 0 }));
  return { tasks, firstContentfulPaint: paint.ts };
}
