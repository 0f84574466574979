import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reloadWhenFocused, shouldRegisterServiceWorker } from './index';

const clock = {
  setInterval: (cb: () => void, ms: number) => setInterval(cb, ms),
  clearInterval: (h: unknown) => clearInterval(h as ReturnType<typeof setInterval>),
};

describe('shouldRegisterServiceWorker', () => {
  const ok = { hostname: 'mui.com', docsHost: 'mui.com', production: true, supported: true };
  it('registers on the docs host in production', () => expect(shouldRegisterServiceWorker(ok)).toBe(true));
  it('stays off elsewhere', () => {
    expect(shouldRegisterServiceWorker({ ...ok, hostname: 'deploy-preview.netlify.app' })).toBe(false);
    expect(shouldRegisterServiceWorker({ ...ok, hostname: 'localhost' })).toBe(false);
    expect(shouldRegisterServiceWorker({ ...ok, production: false })).toBe(false);
    expect(shouldRegisterServiceWorker({ ...ok, supported: false })).toBe(false);
    expect(shouldRegisterServiceWorker({ ...ok, hostname: '', docsHost: '' })).toBe(false);
  });
});

describe('reloadWhenFocused (fake timers)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  it('polls every 100 ms and reloads once when focus comes', () => {
    let focused = false;
    const hasFocus = vi.fn(() => focused);
    const reload = vi.fn();
    reloadWhenFocused({ hasFocus, reload, clock });
    vi.advanceTimersByTime(99);
    expect(hasFocus).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(hasFocus).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(400);
    expect(hasFocus).toHaveBeenCalledTimes(5);
    expect(reload).not.toHaveBeenCalled();
    focused = true;
    vi.advanceTimersByTime(100);
    vi.advanceTimersByTime(1000);
    expect(reload).toHaveBeenCalledTimes(1);
  });
  it('can be cancelled', () => {
    const reload = vi.fn();
    const cancel = reloadWhenFocused({ hasFocus: () => true, reload, clock });
    cancel();
    vi.advanceTimersByTime(1000);
    expect(reload).not.toHaveBeenCalled();
  });
});
