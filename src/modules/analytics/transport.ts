/** One analytics call as it would reach gtag: `gtag(command, name, params)`. */
export type AnalyticsCall =
  | { type: 'event'; name: string; params: Record<string, unknown> }
  | { type: 'set'; name: 'user_properties'; params: Record<string, unknown> };

export interface AnalyticsTransport {
  send(call: AnalyticsCall): void;
}

type Gtag = (command: string, ...args: unknown[]) => void;

export interface AnalyticsWindow {
  gtag?: Gtag;
  __analyticsQueue?: AnalyticsCall[];
}

/**
 * The one transport: gtag when a GA4 measurement id is configured (and its loader defined `gtag`),
 * otherwise an in-page array, `window.__analyticsQueue`, that nothing reads but tests: no call leaves
 * the page.
 */
export function createTransport(win: AnalyticsWindow, measurementId: string | undefined): AnalyticsTransport {
  if (measurementId && typeof win.gtag === 'function') {
    const gtag = win.gtag;
    return {
      send: (call) =>
        call.type === 'event' ? gtag('event', call.name, call.params) : gtag('set', call.name, call.params),
    };
  }
  const queue = (win.__analyticsQueue ??= []);
  return { send: (call) => void queue.push(call) };
}
