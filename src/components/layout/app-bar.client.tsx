'use client';
import dynamic from 'next/dynamic';
import { Glyph } from '@/components/icons/glyph';
import { GlyphButton, glyphButtonClass } from '@/components/icons/glyph-button';
import { SiteLink } from '@/components/link/site-link.client';
import { useState } from 'react';
import { GITHUB_URL } from '@data/site-links';
import type { NavItem } from '@/modules/nav';
import { t } from '@/i18n';
import { ProductSwitcher } from './product-switcher.client';
import { SearchButton } from './search-button.client';
import styles from './app-bar.module.css';

// Both panels are fetched on first open: most visits never open them.
const SettingsDrawer = dynamic(() => import('@/components/settings/settings-drawer.client'), { ssr: false });
const MobileNav = dynamic(() => import('@/components/nav/mobile-nav.client'), { ssr: false });

export function AppBar({ productSegment, nav }: { productSegment?: string; nav?: NavItem[] }) {
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [settingsLoaded, setSettingsLoaded] = useState(false);
  const [navOpen, setNavOpen] = useState(false);
  const [navLoaded, setNavLoaded] = useState(false);

  return (
    <header className={styles.appBar}>
      <a href="#main-content" className={styles.skipLink}>
        {t('skipToContent')}
      </a>
      {nav ? (
        <GlyphButton
          glyph="MenuRounded"
          size="medium"
          className={styles.menuButton}
          label={t('appBar.openNav')}
          aria-expanded={navOpen}
          onClick={() => {
            setNavLoaded(true);
            setNavOpen(true);
          }}
        />
      ) : null}
      <SiteLink href="/" className={styles.logo} aria-label={t('appBar.home')}>
        <svg width="30" height="24" viewBox="0 0 36 32" aria-hidden focusable="false">
          <path
            fill="currentColor"
            d="M30.3 18.7a1 1 0 0 0 .5-.9v-6.7a1 1 0 0 1 .5-.9l3.2-1.8a1 1 0 0 1 1.5.9v11.8a1 1 0 0 1-.5.9L22 29.5a1 1 0 0 1-1 0l-10.4-6a1 1 0 0 1-.5-.9v-6c0-.1.1 0 .1 0l7.7 4.4a1 1 0 0 0 1 0l11.4-6.3ZM.5 4.5a1 1 0 0 0-.5.9v14.4a1 1 0 0 0 .6.9L3 22a1 1 0 0 0 1.5-.9V11c0-.1.1-.1.1 0l8.9 5.1a1 1 0 0 0 1 0l8.9-5.1h.1v4.3a1 1 0 0 1-.5.9l-7.9 4.5a1 1 0 0 0 0 1.7l3 1.8a1 1 0 0 0 1 0l9.4-5.4a1 1 0 0 0 .5-.9V4.6a1 1 0 0 0-1.5-.9L15 10.2a1 1 0 0 1-1 0L3.3 4a1 1 0 0 0-1 0Z"
          />
        </svg>
      </SiteLink>
      <ProductSwitcher current={productSegment} />
      <div className={styles.spacer} />
      <SearchButton product={productSegment} />
      <a
        className={glyphButtonClass('medium')}
        href={GITHUB_URL}
        aria-label={t('appBar.github')}
        rel="noopener"
      >
        <Glyph name="GitHub" />
      </a>
      <GlyphButton
        glyph="TuneRounded"
        size="medium"
        label={t('appBar.settings')}
        aria-haspopup="dialog"
        onClick={() => {
          setSettingsLoaded(true);
          setSettingsOpen(true);
        }}
        data-testid="settings-button"
      />
      {settingsLoaded ? <SettingsDrawer open={settingsOpen} onClose={() => setSettingsOpen(false)} /> : null}
      {nav && navLoaded ? <MobileNav tree={nav} open={navOpen} onClose={() => setNavOpen(false)} /> : null}
    </header>
  );
}
