import { useRouter } from 'next/navigation';
import { startTransition, useMemo, type SyntheticEvent, type MouseEvent } from 'react';
import { clientNavigationPath, prefetchablePath } from '@/modules/links/client-navigation';

const anchorOf = (event: SyntheticEvent): HTMLAnchorElement | null => {
  const anchor = (event.target as Element | null)?.closest?.('a');
  return anchor && event.currentTarget.contains(anchor) ? anchor : null;
};

/**
 * Handlers for a container of plain `<a>` elements that make them behave as SiteLinks do: a
 * plain click navigates client-side (as Next's Link does, in a transition) and pointing at, touching
 * or focusing a link prefetches its page. One set of handlers replaces a Link per entry: the side
 * nav has about a hundred, and each Link is a component with its own hooks to render and hydrate.
 */
export function useDelegatedLinks() {
  const router = useRouter();
  return useMemo(() => {
    const warm = (event: SyntheticEvent) => {
      const anchor = anchorOf(event);
      // mouseover repeats as the pointer crosses the link's own icon and badges: act on entering it.
      const from = (event as MouseEvent).relatedTarget;
      if (!anchor || (event.type === 'mouseover' && from instanceof Node && anchor.contains(from))) return;
      const path = prefetchablePath(anchor.getAttribute('href'));
      // The router dedupes: a route already prefetched (and still fresh) is not fetched again.
      if (path) router.prefetch(path);
    };
    const onClick = (event: MouseEvent) => {
      const anchor = anchorOf(event);
      if (!anchor) return;
      const path = clientNavigationPath(event, {
        href: anchor.getAttribute('href'),
        target: anchor.target,
        hasDownload: anchor.hasAttribute('download'),
      });
      if (!path) return;
      event.preventDefault();
      startTransition(() => router.push(path));
    };
    return { onClick, onMouseOver: warm, onTouchStart: warm, onFocus: warm };
  }, [router]);
}
