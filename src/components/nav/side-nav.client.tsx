'use client';
import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import type { NavItem } from '@/modules/nav/schema';
import { isExternal } from '@/modules/nav/tree';
import { shownInNav } from '@/modules/nav/api-pages';
import { pathnameToLanguage } from '@/modules/paths';
import { t } from '@/i18n';
import { useMarkHydrated } from '@/components/demo/hydration-flag';
import { useDelegatedLinks } from '@/components/link/use-delegated-links';
import { inOwnTask } from '@/components/core/own-task';
import { NavBadges } from './nav-badges';
import { NavIcon } from './nav-icon';
import styles from './side-nav.module.css';

const SCROLL_KEY = 'side-nav-scroll';
const trim = (p: string) => p.replace(/\/$/, '');

function NavEntries({ items, current, depth }: { items: NavItem[]; current: string; depth: number }) {
  return (
    <ul className={styles.list} data-depth={depth}>
      {items
        .filter((item) => shownInNav(item, current))
        .map((item) => (
          <li key={item.pathname}>
            {item.children ? (
              <>
                <span className={styles.group} data-depth={depth}>
                  {depth === 0 && item.icon ? <NavIcon name={item.icon} /> : null}
                  {item.subheader ?? item.title}
                  <NavBadges item={item} />
                </span>
                <NavEntries items={item.children} current={current} depth={depth + 1} />
              </>
            ) : isExternal(item) ? (
              <a
                href={item.pathname}
                className={styles.link}
                {...item.linkProps}
                rel={item.linkProps?.rel ?? 'noopener'}
              >
                {item.title}
                <NavBadges item={item} />
              </a>
            ) : (
              // A plain anchor: the nav's delegated handlers make it a client-side link (SideNav).
              <a
                href={item.pathname}
                className={styles.link}
                aria-current={trim(item.pathname) === current ? 'page' : undefined}
                {...item.linkProps}
              >
                {depth === 0 && item.icon ? <NavIcon name={item.icon} /> : null}
                {item.title}
                <NavBadges item={item} />
              </a>
            )}
          </li>
        ))}
    </ul>
  );
}

/**
 * The product's navigation tree. Its scroll offset is kept in sessionStorage, so it survives
 * remounts (switching product, reloads) as well as in-product navigation.
 *
 * Its links are plain anchors under one set of delegated handlers (client-side navigation and
 * prefetch on intent, use-delegated-links.ts). As a Link each, they made nearly half of the fibers
 * a docs page hydrated, and on a phone the nav is not even shown.
 */
export function SideNav({ tree, className }: { tree: NavItem[]; className?: string }) {
  const current = trim(pathnameToLanguage(usePathname() ?? '/').canonicalAs);
  const ref = useRef<HTMLElement>(null);
  const links = useDelegatedLinks();
  // Marks the page hydrated for the demos of pages reached later by client-side navigation.
  useMarkHydrated();

  // In a task of its own: the page's first sessionStorage read waits on the browser process.
  useEffect(
    () =>
      inOwnTask(() => {
        const node = ref.current;
        if (!node) return;
        const saved = Number(sessionStorage.getItem(SCROLL_KEY));
        if (saved > 0) node.scrollTop = saved;
        let frame = 0;
        const onScroll = () => {
          cancelAnimationFrame(frame);
          frame = requestAnimationFrame(() => sessionStorage.setItem(SCROLL_KEY, String(node.scrollTop)));
        };
        node.addEventListener('scroll', onScroll, { passive: true });
        return () => node.removeEventListener('scroll', onScroll);
      }),
    [],
  );

  return (
    <nav ref={ref} aria-label={t('nav.label')} className={className} {...links}>
      <NavEntries items={tree} current={current} depth={0} />
    </nav>
  );
}
