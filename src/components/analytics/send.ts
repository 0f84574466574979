import {
  createTransport,
  type AnalyticsCall,
  type AnalyticsTransport,
  type AnalyticsWindow,
} from '@/modules/analytics';

/** GA4 measurement id, inlined at build time; unset keeps every event in the page. */
export const MEASUREMENT_ID = process.env.NEXT_PUBLIC_GA_MEASUREMENT_ID || undefined;

let transport: AnalyticsTransport | null = null;

/** The standard gtag stub: calls wait in dataLayer until gtag.js (loaded by <Analytics>) reads them. */
function ensureGtag(win: AnalyticsWindow & { dataLayer?: unknown[] }) {
  if (!MEASUREMENT_ID || typeof win.gtag === 'function') return;
  const dataLayer = (win.dataLayer ??= []);
  win.gtag = function gtag() {
    // gtag.js expects the Arguments object itself.
    // eslint-disable-next-line prefer-rest-params
    dataLayer.push(arguments);
  };
  win.gtag('js', new Date());
  win.gtag('config', MEASUREMENT_ID, { send_page_view: false });
}

/** Client-only: sends one call through the page's single transport. */
export function sendAnalytics(call: AnalyticsCall) {
  if (typeof window === 'undefined') return;
  const win = window as unknown as AnalyticsWindow;
  ensureGtag(win);
  transport ??= createTransport(win, MEASUREMENT_ID);
  transport.send(call);
}

export function sendEvent(name: string, params: Record<string, unknown>) {
  sendAnalytics({ type: 'event', name, params });
}
