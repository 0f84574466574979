/** How often a page whose worker was replaced checks for focus before reloading. */
export const RELOAD_POLL_MS = 100;

/** /sw.js is registered only on the configured docs host, in production, where supported. */
export function shouldRegisterServiceWorker(input: {
  hostname: string;
  docsHost: string;
  production: boolean;
  supported: boolean;
}): boolean {
  return input.supported && input.production && input.docsHost !== '' && input.hostname === input.docsHost;
}

interface IntervalClock {
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

/**
 * Reloads once the page has focus, checking every 100 ms, so a reader in another tab is not yanked
 * around; returns a canceller.
 */
export function reloadWhenFocused(options: {
  hasFocus: () => boolean;
  reload: () => void;
  clock: IntervalClock;
}) {
  const { hasFocus, reload, clock } = options;
  let done = false;
  const handle = clock.setInterval(() => {
    if (done || !hasFocus()) return;
    done = true;
    clock.clearInterval(handle);
    reload();
  }, RELOAD_POLL_MS);
  return () => {
    done = true;
    clock.clearInterval(handle);
  };
}
