/** Spec numbers for the third-party slot watch. */
export const POLL_INTERVAL_MS = 500;
export const MAX_POLL_ATTEMPTS = 30;
/** More than this many attempts without a slot means a blocker is assumed. */
export const BLOCKER_AFTER_ATTEMPTS = 6;

/** What the DOM probe sees in the block: nothing yet, the provider's slot, or its backer placeholder. */
export type SlotProbeResult = 'none' | 'slot' | 'backer';

export interface SlotWatchState {
  /** Attempts made so far (1-based once started). */
  attempt: number;
  /** null until decided: true once a blocker is assumed, false once a slot is found. */
  blocker: boolean | null;
  /** The slot that was found holds the provider's backer placeholder, not a real ad. */
  backer: boolean;
  /** No further attempt is scheduled. */
  done: boolean;
}

export interface Clock {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const INITIAL_SLOT_WATCH: SlotWatchState = { attempt: 0, blocker: null, backer: false, done: false };

/** One attempt as a pure transition; `schedule` says whether another attempt follows. */
export function slotWatchStep(
  state: SlotWatchState,
  probe: SlotProbeResult,
): { state: SlotWatchState; schedule: boolean } {
  const attempt = state.attempt + 1;
  if (probe !== 'none') {
    return { state: { attempt, blocker: false, backer: probe === 'backer', done: true }, schedule: false };
  }
  const blocker = attempt > BLOCKER_AFTER_ATTEMPTS ? true : state.blocker;
  const schedule = attempt < MAX_POLL_ATTEMPTS;
  return { state: { attempt, blocker, backer: false, done: !schedule }, schedule };
}

/**
 * Watches for the provider's slot: the first attempt runs at once, then one every 500 ms up to 30.
 * After more than 6 empty attempts a blocker is assumed but the watch goes on, so a slot that shows
 * up late still ends blocker mode. Returns a function that stops the watch.
 */
export function watchForSlot(options: {
  probe: () => SlotProbeResult;
  onChange: (state: SlotWatchState) => void;
  clock: Clock;
}): () => void {
  const { probe, onChange, clock } = options;
  let state = INITIAL_SLOT_WATCH;
  let handle: unknown = null;
  let stopped = false;
  const run = () => {
    if (stopped) return;
    const next = slotWatchStep(state, probe());
    state = next.state;
    onChange(state);
    if (next.schedule) handle = clock.setTimeout(run, POLL_INTERVAL_MS);
  };
  run();
  return () => {
    stopped = true;
    if (handle !== null) clock.clearTimeout(handle);
  };
}
