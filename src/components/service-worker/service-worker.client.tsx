'use client';

import { useEffect } from 'react';
import { reloadWhenFocused, shouldRegisterServiceWorker } from '@/modules/service-worker';

/**
 * Registers /sw.js on the configured docs host in production only. When a new deploy's worker has
 * installed it is told to skip waiting; once it is active the page reloads as soon as it has focus.
 */
export function ServiceWorker({ docsHost }: { docsHost: string }) {
  useEffect(() => {
    const supported = 'serviceWorker' in navigator;
    if (
      !shouldRegisterServiceWorker({
        hostname: window.location.hostname,
        docsHost,
        production: process.env.NODE_ENV === 'production',
        supported,
      })
    ) {
      return undefined;
    }
    // The first install must not reload the page: only a worker replacing another one does. A page
    // first claimed by the initial install (uncontrolled at load) counts as controlled from then on.
    const hadController = !!navigator.serviceWorker.controller;
    let controller = navigator.serviceWorker.controller;
    let cancelReload: (() => void) | undefined;
    const scheduleReload = () => {
      if (cancelReload) return;
      cancelReload = reloadWhenFocused({
        hasFocus: () => document.hasFocus(),
        reload: () => window.location.reload(),
        clock: window,
      });
    };
    const onControllerChange = () => {
      const replaced = controller !== null;
      controller = navigator.serviceWorker.controller;
      if (replaced) scheduleReload();
    };
    navigator.serviceWorker.addEventListener('controllerchange', onControllerChange);
    const track = (registration: ServiceWorkerRegistration, worker: ServiceWorker | null) => {
      if (!worker) return;
      const onState = () => {
        if (worker.state === 'installed') registration.waiting?.postMessage({ type: 'SKIP_WAITING' });
        // Covers a replacement that activated before this effect could listen for controllerchange.
        if (worker.state === 'activated' && hadController) scheduleReload();
      };
      worker.addEventListener('statechange', onState);
      onState();
    };
    navigator.serviceWorker
      .register('/sw.js', { scope: '/' })
      .then((registration) => {
        track(registration, registration.waiting);
        track(registration, registration.installing);
        registration.addEventListener('updatefound', () => track(registration, registration.installing));
      })
      .catch((error: unknown) => console.warn('Service worker registration failed', error));
    return () => {
      navigator.serviceWorker.removeEventListener('controllerchange', onControllerChange);
      cancelReload?.();
    };
  }, [docsHost]);
  return null;
}
