import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INITIAL_SLOT_WATCH, watchForSlot, type SlotProbeResult, type SlotWatchState } from './machine';
import { adEvent, adEventLabel, chooseLayout, decideView, pickIndex, shouldReportDisplay } from './decide';
import { isBot } from './bots';

const clock = {
  setTimeout: (cb: () => void, ms: number) => setTimeout(cb, ms),
  clearTimeout: (handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

function startWatch(probe: () => SlotProbeResult) {
  const states: SlotWatchState[] = [];
  const stop = watchForSlot({ probe, onChange: (state) => states.push(state), clock });
  return { states, stop, last: () => states[states.length - 1] };
}

// The spec's numbers are written out (500 ms, 30 attempts, a blocker after more than 6), never
// read from machine.ts, so changing a constant there fails here.
describe('watchForSlot (fake timers)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('makes attempt 1 at once, then one every 500 ms; attempts 1-6 stay undecided', () => {
    const probe = vi.fn<() => SlotProbeResult>(() => 'none');
    const { states, last } = startWatch(probe);
    expect(probe).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(499);
    expect(probe).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(probe).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(2000);
    expect(last()).toEqual({ attempt: 6, blocker: null, backer: false, done: false });
    expect(states.every((state) => state.blocker === null)).toBe(true);
  });

  it('assumes a blocker at attempt 7 (more than 6), 3000 ms after the first', () => {
    const { last } = startWatch(() => 'none');
    vi.advanceTimersByTime(2999);
    expect(last().attempt).toBe(6);
    expect(last().blocker).toBeNull();
    vi.advanceTimersByTime(1);
    expect(last()).toEqual({ attempt: 7, blocker: true, backer: false, done: false });
  });

  it('stops after attempt 30', () => {
    const probe = vi.fn<() => SlotProbeResult>(() => 'none');
    const { last } = startWatch(probe);
    vi.advanceTimersByTime(14_500);
    expect(probe).toHaveBeenCalledTimes(30);
    expect(last()).toEqual({ attempt: 30, blocker: true, backer: false, done: true });
    vi.advanceTimersByTime(60_000);
    expect(probe).toHaveBeenCalledTimes(30);
  });

  it('a slot found late (attempt 12) ends blocker mode and the watch', () => {
    let attempts = 0;
    const probe = vi.fn<() => SlotProbeResult>(() => (++attempts >= 12 ? 'slot' : 'none'));
    const { states, last } = startWatch(probe);
    vi.advanceTimersByTime(10_000);
    expect(states[6].blocker).toBe(true);
    expect(last()).toEqual({ attempt: 12, blocker: false, backer: false, done: true });
    expect(probe).toHaveBeenCalledTimes(12);
  });

  it('a slot found at once decides "no blocker" on attempt 1', () => {
    const { last } = startWatch(() => 'slot');
    expect(last()).toEqual({ attempt: 1, blocker: false, backer: false, done: true });
  });

  it('flags the backer placeholder', () => {
    let attempts = 0;
    const { last } = startWatch(() => (++attempts === 3 ? 'backer' : 'none'));
    vi.advanceTimersByTime(5000);
    expect(last()).toEqual({ attempt: 3, blocker: false, backer: true, done: true });
  });

  it('stop() cancels the pending attempt', () => {
    const probe = vi.fn<() => SlotProbeResult>(() => 'none');
    const { stop } = startWatch(probe);
    vi.advanceTimersByTime(500);
    stop();
    vi.advanceTimersByTime(10_000);
    expect(probe).toHaveBeenCalledTimes(2);
  });
});

const base = {
  bot: false,
  configured: true,
  watch: INITIAL_SLOT_WATCH,
  providerUnavailable: false,
  blockerRandom: 0.5,
};
const blocked: SlotWatchState = { attempt: 7, blocker: true, backer: false, done: false };

describe('decideView', () => {
  it('gives bots and crawlers an empty span, whatever else holds', () => {
    expect(decideView({ ...base, bot: true, watch: blocked })).toEqual({ kind: 'empty' });
  });
  it('shows the provider slot while undecided or once found', () => {
    expect(decideView(base)).toEqual({ kind: 'third-party', source: 'third-party' });
    expect(
      decideView({ ...base, watch: { attempt: 2, blocker: false, backer: false, done: true } }).kind,
    ).toBe('third-party');
  });
  it('shows an in-house ad for the backer placeholder', () => {
    expect(decideView({ ...base, watch: { attempt: 2, blocker: false, backer: true, done: true } })).toEqual({
      kind: 'in-house',
      source: 'in-house-backer',
    });
  });
  it('in blocker mode: help message below 0.2, in-house ad from 0.2 up', () => {
    expect(decideView({ ...base, watch: blocked, blockerRandom: 0 }).kind).toBe('help');
    expect(decideView({ ...base, watch: blocked, blockerRandom: 0.1999999 }).kind).toBe('help');
    expect(decideView({ ...base, watch: blocked, blockerRandom: 0.2 })).toEqual({
      kind: 'in-house',
      source: 'in-house',
    });
    expect(decideView({ ...base, watch: blocked, blockerRandom: 0.99 }).kind).toBe('in-house');
  });
  it('a provider that answered badly gets an in-house ad, never the help message', () => {
    expect(decideView({ ...base, watch: blocked, blockerRandom: 0, providerUnavailable: true })).toEqual({
      kind: 'in-house',
      source: 'in-house-unavailable',
    });
  });
  it('with no provider configured shows an in-house ad without waiting', () => {
    expect(decideView({ ...base, configured: false })).toEqual({
      kind: 'in-house',
      source: 'in-house-unconfigured',
    });
  });
});

describe('layout and sampling boundaries', () => {
  it('inline below 0.2 (20%), image from 0.2 (80%)', () => {
    expect(chooseLayout(0)).toBe('inline');
    expect(chooseLayout(0.1999999)).toBe('inline');
    expect(chooseLayout(0.2)).toBe('image');
    expect(chooseLayout(0.9999999)).toBe('image');
  });
  it('reports a display below the 0.1 ratio only', () => {
    expect(shouldReportDisplay(0.0999999)).toBe(true);
    expect(shouldReportDisplay(0.1)).toBe(false);
    expect(shouldReportDisplay(0.5, 0.6)).toBe(true);
  });
  it('picks every in-house ad with equal share and never past the end', () => {
    expect(pickIndex(0, 5)).toBe(0);
    expect(pickIndex(0.1999, 5)).toBe(0);
    expect(pickIndex(0.2, 5)).toBe(1);
    expect(pickIndex(0.9999999, 5)).toBe(4);
    expect(pickIndex(1, 5)).toBe(4);
    expect(() => pickIndex(0.5, 0)).toThrow('non-empty');
  });
});

describe('labels and events', () => {
  it('labels as <source>-<placement>-<layout>', () => {
    expect(adEventLabel('in-house-adblock', 'body-top', 'inline')).toBe('in-house-adblock-body-top-inline');
  });
  it('builds the crash event with the label of the ad that crashed', () => {
    expect(adEvent('crash', adEventLabel('third-party', 'body-top', 'image'))).toEqual({
      category: 'ad',
      action: 'crash',
      label: 'third-party-body-top-image',
    });
  });
});

describe('isBot', () => {
  it.each([
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
    'facebookexternalhit/1.1',
    'Mozilla/5.0 (compatible; AhrefsBot/7.0; +http://ahrefs.com/robot/)',
  ])('flags %s', (ua) => expect(isBot(ua)).toBe(true));
  it('lets browsers through', () => {
    expect(
      isBot(
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36',
      ),
    ).toBe(false);
  });
});
