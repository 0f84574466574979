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
    // The first install must not reload the page: only a worker replacing another one does.
    const hadController = !!navigator.serviceWorker.controller;
    let cancelReload: (() => void) | undefined;
    const scheduleReload = () => {
      if (!hadController || cancelReload) return;
      cancelReload = reloadWhenFocused({
        hasFocus: () => document.hasFocus(),
        reload: () => window.location.reload(),
        clock: window,
      });
    };
    // A new worker may activate (and claim this page) before the registration promise settles.
    navigator.serviceWorker.addEventListener('controllerchange', scheduleReload);
    const track = (registration: ServiceWorkerRegistration, worker: ServiceWorker | null) => {
      if (!worker) return;
      const onState = () => {
        if (worker.state === 'installed') registration.waiting?.postMessage({ type: 'SKIP_WAITING' });
        if (worker.state === 'activated') scheduleReload();
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
      navigator.serviceWorker.removeEventListener('controllerchange', scheduleReload);
      cancelReload?.();
    };
  }, [docsHost]);
  return null;
}
