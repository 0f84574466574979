import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { SUPPRESS_TRANSITIONS_ATTRIBUTE, suppressTransitionsForSwitch } from './suppress-transitions';

/** The few parts of a document the function touches, recorded. */
function fakeDocument() {
  const sheets: { attributes: string[]; textContent: string; removed: boolean }[] = [];
  const doc = {
    createElement: () => {
      const sheet = { attributes: [] as string[], textContent: '', removed: false };
      return Object.assign(sheet, {
        setAttribute: (name: string) => sheet.attributes.push(name),
        remove: () => {
          sheet.removed = true;
        },
      });
    },
    head: { appendChild: (sheet: (typeof sheets)[number]) => sheets.push(sheet) },
    body: {},
    defaultView: { getComputedStyle: () => ({ color: 'rgb(0, 0, 0)' }) },
  };
  return { doc: doc as unknown as Document, sheets };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

// The spec's 1 ms is written out, so a change of TRANSITION_SUPPRESSION_MS fails here.
it('turns every transition off, then removes the style after 1 ms', () => {
  const { doc, sheets } = fakeDocument();
  suppressTransitionsForSwitch(doc);
  expect(sheets).toHaveLength(1);
  expect(sheets[0].attributes).toEqual([SUPPRESS_TRANSITIONS_ATTRIBUTE]);
  expect(sheets[0].textContent).toBe('*,*::before,*::after{transition:none!important}');
  vi.advanceTimersByTime(0);
  expect(sheets[0].removed).toBe(false);
  vi.advanceTimersByTime(1);
  expect(sheets[0].removed).toBe(true);
});
