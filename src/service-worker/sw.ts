/// <reference lib="webworker" />
import { CacheFirst, ExpirationPlugin, NetworkFirst, Serwist, StaleWhileRevalidate } from 'serwist';

declare const self: ServiceWorkerGlobalScope;
/** Replaced at bundle time with the Next build id: every deploy ships a byte-different worker. */
declare const __BUILD_ID__: string;

const DAY = 24 * 60 * 60;

/**
 * Update strategy (docs/decisions/0014-service-worker.md): HTML and RSC payloads are network-first, so a
 * reader online always gets the current deploy, and the cache only answers offline (or after a 4 s
 * network timeout). Hashed build assets are immutable, hence cache-first. Nothing is precached: the
 * worker keeps what the reader visited, never a whole deploy up front.
 */
const serwist = new Serwist({
  precacheEntries: [],
  cacheId: 'mui-docs',
  // Page-driven: the page asks a waiting worker to skip waiting, then reloads once it is active.
  skipWaiting: false,
  clientsClaim: true,
  navigationPreload: true,
  disableDevLogs: true,
  runtimeCaching: [
    {
      matcher: ({ request, sameOrigin }) => sameOrigin && request.mode === 'navigate',
      handler: new NetworkFirst({
        cacheName: 'pages',
        networkTimeoutSeconds: 4,
        plugins: [new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * DAY })],
      }),
    },
    {
      // Client-side navigations fetch RSC payloads (`?_rsc=`); offline they come from here.
      matcher: ({ request, url, sameOrigin }) =>
        sameOrigin && (request.headers.get('RSC') === '1' || url.searchParams.has('_rsc')),
      handler: new NetworkFirst({
        cacheName: 'rsc',
        networkTimeoutSeconds: 4,
        plugins: [new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * DAY })],
      }),
    },
    {
      matcher: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/_next/static/'),
      handler: new CacheFirst({
        cacheName: 'build-assets',
        plugins: [new ExpirationPlugin({ maxEntries: 500, maxAgeSeconds: 60 * DAY })],
      }),
    },
    {
      // Search index (/search/index.<hash>.json: a new index is a new URL), fonts, our ad images and
      // other public files: fast from cache, refreshed behind.
      matcher: ({ url, sameOrigin, request }) =>
        sameOrigin &&
        request.method === 'GET' &&
        url.pathname !== '/ad-config.json' &&
        !url.pathname.startsWith('/api/'),
      handler: new StaleWhileRevalidate({
        cacheName: 'public-files',
        plugins: [new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * DAY })],
      }),
    },
  ],
});

serwist.addEventListeners();

self.addEventListener('message', (event) => {
  if (event.data?.type === 'GET_BUILD_ID') event.ports[0]?.postMessage(__BUILD_ID__);
});
