/** How far outside the viewport "near" starts: about a screen ahead of the reader. */
export const AHEAD = '800px 0px';

/**
 * Resolves once the element comes within a screen of the viewport (at once when it already is,
 * and where IntersectionObserver is missing). A demo's code is asked for then: a reader who never
 * scrolls to a demo never downloads it (docs/decisions/0005-demo-loading.md). Aborting stops
 * watching; the promise then never settles.
 */
export function whenNearViewport(element: Element, signal?: AbortSignal): Promise<void> {
  if (typeof IntersectionObserver === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          resolve();
        }
      },
      { rootMargin: AHEAD },
    );
    observer.observe(element);
    signal?.addEventListener('abort', () => observer.disconnect(), { once: true });
  });
}
