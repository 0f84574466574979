// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, expect, it, vi } from 'vitest';
import type { AnalyticsWindow } from '@/modules/analytics';
import { AdErrorBoundary } from './ad-error-boundary.client';

function Crashing(): never {
  throw new Error('the ad broke while rendering');
}

afterEach(() => {
  document.body.replaceChildren();
  delete (window as unknown as AnalyticsWindow).__analyticsQueue;
});

it('a render crash hides the ad, keeps the page, and logs a crash event with the ad label', async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  // React reports the caught error on the console; that report is expected here.
  const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  await act(async () => {
    root.render(
      <main>
        <p>Article text</p>
        <AdErrorBoundary label="in-house-body-top-image">
          <span data-testid="ad">
            <Crashing />
          </span>
        </AdErrorBoundary>
      </main>,
    );
  });
  expect(host.querySelector('[data-testid="ad"]')).toBeNull();
  expect(host.textContent).toBe('Article text');
  expect((window as unknown as AnalyticsWindow).__analyticsQueue).toEqual([
    {
      type: 'event',
      name: 'ad',
      params: { eventCategory: 'ad', eventAction: 'crash', eventLabel: 'in-house-body-top-image' },
    },
  ]);
  expect(consoleError).toHaveBeenCalled();
  consoleError.mockRestore();
  await act(async () => root.unmount());
});

it('an ad that renders is shown and logs nothing', async () => {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  await act(async () => {
    root.render(
      <AdErrorBoundary label="in-house-body-top-image">
        <span data-testid="ad">Design kit</span>
      </AdErrorBoundary>,
    );
  });
  expect(host.querySelector('[data-testid="ad"]')?.textContent).toBe('Design kit');
  expect((window as unknown as AnalyticsWindow).__analyticsQueue).toBeUndefined();
  await act(async () => root.unmount());
});
