'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { clickEventFor, pageViewParams, userProperties } from '@/modules/analytics';
import { shouldReportWebVitals, webVitalEvent, type VitalMetric } from '@/modules/web-vitals';
import { MEASUREMENT_ID, sendAnalytics, sendEvent } from './send';
import { inOwnTask } from '@/components/core/own-task';
import { readCookieHeader } from '@/components/core/cookie-header';

// Drawn once per page load, on the client only.
const webVitalsDraw = typeof window === 'undefined' ? 1 : Math.random();

function currentColorScheme(): string {
  const classes = document.documentElement.classList;
  return classes.contains('dark') ? 'dark' : 'light';
}

function sendUserProperties() {
  const language = document.documentElement.lang || 'en';
  const { devicePixelRatio } = window;
  const colorScheme = currentColorScheme();
  // The cookies come asynchronously (readCookieHeader): a synchronous document.cookie read waits on
  // the browser process.
  void readCookieHeader().then((cookie) =>
    sendAnalytics({
      type: 'set',
      name: 'user_properties',
      params: userProperties({
        cookie,
        language,
        devicePixelRatio,
        userAgent: navigator.userAgent,
        colorScheme,
      }),
    }),
  );
}

/**
 * Calls back when the device pixel ratio changes (zoom, moving to another screen): a media query on
 * the current ratio, plus resize as a backstop where the query does not fire. Returns a stopper.
 */
function watchPixelRatio(onChange: () => void): () => void {
  let ratio = window.devicePixelRatio;
  let query: MediaQueryList | null = null;
  const check = () => {
    if (window.devicePixelRatio === ratio) return;
    ratio = window.devicePixelRatio;
    onChange();
    listen();
  };
  const listen = () => {
    query?.removeEventListener('change', check);
    query = window.matchMedia(`(resolution: ${ratio}dppx)`);
    query.addEventListener('change', check);
  };
  listen();
  window.addEventListener('resize', check);
  return () => {
    query?.removeEventListener('change', check);
    window.removeEventListener('resize', check);
  };
}

/** Site-wide analytics: page views, user properties, click events and sampled web vitals. Renders nothing. */
export function Analytics() {
  const pathname = usePathname();

  // Both effects run in tasks of their own (inOwnTask): reporting can wait for the page's own work.
  useEffect(
    () =>
      inOwnTask(() =>
        sendEvent('page_view', pageViewParams(pathname, document.title, window.location.origin)),
      ),
    [pathname],
  );

  useEffect(() => inOwnTask(startSiteReporting), []);

  return null;
}

/** The user properties, the click events and the web vitals sample; returns what stops them. */
function startSiteReporting() {
  if (MEASUREMENT_ID) {
    const script = document.createElement('script');
    script.async = true;
    script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(MEASUREMENT_ID)}`;
    document.head.appendChild(script);
  }
  sendUserProperties();
  const stopPixelRatio = watchPixelRatio(sendUserProperties);
  let scheme = currentColorScheme();
  const schemeObserver = new MutationObserver(() => {
    if (currentColorScheme() === scheme) return;
    scheme = currentColorScheme();
    sendUserProperties();
  });
  schemeObserver.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });

  const onClick = (event: MouseEvent) => {
    const found = clickEventFor(event.target instanceof Element ? event.target : null, Math.random);
    if (found) sendEvent(found.name, found.params);
  };
  document.addEventListener('click', onClick, true);

  if (shouldReportWebVitals(webVitalsDraw)) {
    import(/* webpackChunkName: "web-vitals" */ 'web-vitals').then(
      ({ onCLS, onFCP, onINP, onLCP, onTTFB }) => {
        const report = (metric: VitalMetric) => {
          const { name, params } = webVitalEvent(metric);
          sendEvent(name, params);
        };
        [onCLS, onFCP, onINP, onLCP, onTTFB].forEach((on) => on(report));
      },
    );
  }
  return () => {
    stopPixelRatio();
    schemeObserver.disconnect();
    document.removeEventListener('click', onClick, true);
  };
}
