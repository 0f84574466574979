// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { expect, it, vi } from 'vitest';
import { setColorMode, useSiteColorScheme } from './color-scheme-store';

/** A stand-in for the OS preference: a media query list whose answer the test flips. */
function fakeDarkPreference() {
  const list = {
    matches: false,
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  };
  vi.spyOn(window, 'matchMedia').mockReturnValue(list as unknown as MediaQueryList);
  return list;
}

function ModeReader() {
  const { colorScheme } = useSiteColorScheme();
  return <output>{colorScheme}</output>;
}

it('catches up with an OS switch made after the first read but before anyone subscribed', async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  localStorage.clear();
  const preference = fakeDarkPreference();
  setColorMode('system'); // reads the store once: the OS says light
  // The switch happens while no listener is attached, so no change event reaches the store.
  preference.matches = true;

  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  await act(async () => root.render(<ModeReader />));

  expect(preference.addEventListener).toHaveBeenCalledWith('change', expect.any(Function));
  expect(document.documentElement.classList.contains('dark')).toBe(true);
  expect(host.textContent).toBe('dark');
  act(() => root.unmount());
});
