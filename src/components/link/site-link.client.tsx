'use client';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { forwardRef, type ComponentPropsWithoutRef, type SyntheticEvent } from 'react';
import { prefetchablePath } from '@/modules/links/client-navigation';

type SiteLinkProps = Omit<ComponentPropsWithoutRef<typeof Link>, 'prefetch'>;

/**
 * Next's Link, prefetching on intent (pointer over, touch, keyboard focus) instead of whenever the
 * link scrolls into view. Viewport prefetching fetched the payload and scripts of several routes the
 * side nav, breadcrumbs and footer show while the page was still loading: network and main-thread
 * work on the first load that the reader had not asked for. A pointer usually rests on a link longer
 * than the prefetch takes, so the payload is in by the click.
 */
export const SiteLink = forwardRef<HTMLAnchorElement, SiteLinkProps>(function SiteLink(
  { href, onMouseEnter, onTouchStart, onFocus, ...rest },
  ref,
) {
  const router = useRouter();
  const warm = () => {
    // The router dedupes: a route already prefetched (and still fresh) is not fetched again.
    const path = prefetchablePath(typeof href === 'string' ? href : null);
    if (path) router.prefetch(path);
  };
  const withWarm =
    <E extends SyntheticEvent>(handler?: (event: E) => void) =>
    (event: E) => {
      handler?.(event);
      warm();
    };
  return (
    <Link
      ref={ref}
      href={href}
      prefetch={false}
      onMouseEnter={withWarm(onMouseEnter)}
      onTouchStart={withWarm(onTouchStart)}
      onFocus={withWarm(onFocus)}
      {...rest}
    />
  );
});
