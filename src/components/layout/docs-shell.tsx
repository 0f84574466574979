import type { ReactNode } from 'react';
import type { NavItem } from '@/modules/nav';
import { SideNav } from '@/components/nav/side-nav.client';
import { AppBar } from './app-bar.client';
import { Footer } from './footer';
import styles from './docs-shell.module.css';

/** App bar, product navigation and footer around every docs page of one product. */
export function DocsShell({
  segment,
  nav,
  children,
}: {
  segment: string;
  nav: NavItem[];
  children: ReactNode;
}) {
  return (
    <>
      <AppBar productSegment={segment} nav={nav} />
      <div className={styles.shell}>
        <SideNav tree={nav} className={styles.nav} />
        <div className={styles.main}>
          <main id="main-content" tabIndex={-1}>
            {children}
          </main>
          <Footer />
        </div>
      </div>
    </>
  );
}
