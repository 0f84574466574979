/** The parts of `window` this needs; a test passes its own. */
export interface SettleClock {
  document: { readyState: DocumentReadyState };
  addEventListener(type: 'load', listener: () => void): void;
  removeEventListener(type: 'load', listener: () => void): void;
  setTimeout(handler: () => void, ms: number): number;
  clearTimeout(handle: number): void;
  requestIdleCallback?(callback: () => void, options: { timeout: number }): number;
  cancelIdleCallback?(handle: number): void;
}

/** How long the page must have been loaded before optional work starts, in ms. */
export const SETTLE_DELAY_MS = 5000;

/**
 * Runs optional work (prefetching code for a later interaction) once the page has settled: after
 * the `load` event, `SETTLE_DELAY_MS` later, in an idle period. Returns a cancel function for
 * React's effect cleanup.
 *
 * Why so late: while a page starts, every task after the first paint can hold back a reader's
 * first tap, and on a slow phone even a few milliseconds of script insertion is a long task.
 * Work the reader has not asked for waits until start-up is over: 5 s without it is the quiet
 * window that defines "interactive" (time to interactive). A reader who shows intent first
 * (pointer, focus, shortcut) gets the work at once from the caller, not from here.
 */
export function whenSettled(
  work: () => void,
  clock: SettleClock = window as unknown as SettleClock,
): () => void {
  let timer: number | undefined;
  let idle: number | undefined;
  let done = false;

  const runWhenIdle = () => {
    timer = undefined;
    const run = () => {
      idle = undefined;
      done = true;
      work();
    };
    if (clock.requestIdleCallback) idle = clock.requestIdleCallback(run, { timeout: SETTLE_DELAY_MS });
    else timer = clock.setTimeout(run, 0);
  };
  const afterLoad = () => {
    clock.removeEventListener('load', afterLoad);
    timer = clock.setTimeout(runWhenIdle, SETTLE_DELAY_MS);
  };

  if (clock.document.readyState === 'complete') afterLoad();
  else clock.addEventListener('load', afterLoad);

  return () => {
    if (done) return;
    clock.removeEventListener('load', afterLoad);
    if (timer !== undefined) clock.clearTimeout(timer);
    if (idle !== undefined) clock.cancelIdleCallback?.(idle);
  };
}
