import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SETTLE_DELAY_MS, whenSettled, type SettleClock } from './when-settled';

/** A window stand-in on Vitest's fake timers, with a `load` event the test fires. */
function fakeWindow({ loaded = false, idle = true } = {}) {
  const loadListeners = new Set<() => void>();
  const idleCallbacks = new Map<number, () => void>();
  let nextIdle = 1;
  const clock: SettleClock = {
    document: { readyState: loaded ? 'complete' : 'loading' },
    addEventListener: (_type, listener) => void loadListeners.add(listener),
    removeEventListener: (_type, listener) => void loadListeners.delete(listener),
    setTimeout: (handler, ms) => setTimeout(handler, ms) as unknown as number,
    clearTimeout: (handle) => clearTimeout(handle),
  };
  if (idle) {
    clock.requestIdleCallback = (callback) => {
      idleCallbacks.set(nextIdle, callback);
      return nextIdle++;
    };
    clock.cancelIdleCallback = (handle) => void idleCallbacks.delete(handle);
  }
  return {
    clock,
    load() {
      clock.document.readyState = 'complete';
      [...loadListeners].forEach((listener) => listener());
    },
    /** The browser finds an idle period: every pending idle callback runs. */
    goIdle() {
      const pending = [...idleCallbacks.values()];
      idleCallbacks.clear();
      pending.forEach((callback) => callback());
    },
    loadListeners,
    idleCallbacks,
  };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('whenSettled', () => {
  it('waits for load, then the settle delay, then an idle period', () => {
    const page = fakeWindow();
    const work = vi.fn();
    whenSettled(work, page.clock);

    vi.advanceTimersByTime(SETTLE_DELAY_MS * 3);
    page.goIdle();
    expect(work).not.toHaveBeenCalled(); // not loaded yet

    page.load();
    vi.advanceTimersByTime(SETTLE_DELAY_MS - 1);
    page.goIdle();
    expect(work).not.toHaveBeenCalled(); // loaded, but not long enough

    vi.advanceTimersByTime(1);
    expect(work).not.toHaveBeenCalled(); // the delay is over; now it waits for idle time
    expect(page.idleCallbacks.size).toBe(1);
    page.goIdle();
    expect(work).toHaveBeenCalledTimes(1);
    expect(page.loadListeners.size).toBe(0);
  });

  it('counts the delay from now on a page that has already loaded', () => {
    const page = fakeWindow({ loaded: true });
    const work = vi.fn();
    whenSettled(work, page.clock);
    vi.advanceTimersByTime(SETTLE_DELAY_MS);
    page.goIdle();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('falls back to a timer task where idle callbacks are missing', () => {
    const page = fakeWindow({ loaded: true, idle: false });
    const work = vi.fn();
    whenSettled(work, page.clock);
    vi.advanceTimersByTime(SETTLE_DELAY_MS);
    expect(work).not.toHaveBeenCalled();
    vi.runOnlyPendingTimers(); // the zero-delay task
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('cancels at every stage: before load, during the delay, while waiting for idle', () => {
    const beforeLoad = fakeWindow();
    const first = vi.fn();
    whenSettled(first, beforeLoad.clock)();
    expect(beforeLoad.loadListeners.size).toBe(0);
    beforeLoad.load();
    vi.advanceTimersByTime(SETTLE_DELAY_MS);
    beforeLoad.goIdle();
    expect(first).not.toHaveBeenCalled();

    const duringDelay = fakeWindow({ loaded: true });
    const second = vi.fn();
    const cancelSecond = whenSettled(second, duringDelay.clock);
    vi.advanceTimersByTime(SETTLE_DELAY_MS / 2);
    cancelSecond();
    vi.advanceTimersByTime(SETTLE_DELAY_MS);
    duringDelay.goIdle();
    expect(second).not.toHaveBeenCalled();

    const waitingForIdle = fakeWindow({ loaded: true });
    const third = vi.fn();
    const cancelThird = whenSettled(third, waitingForIdle.clock);
    vi.advanceTimersByTime(SETTLE_DELAY_MS);
    expect(waitingForIdle.idleCallbacks.size).toBe(1);
    cancelThird();
    expect(waitingForIdle.idleCallbacks.size).toBe(0);
    expect(third).not.toHaveBeenCalled();
  });
});
