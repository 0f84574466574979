// One variable file serves every weight the site uses (400-700): 46 KB for latin, where the four
// static weights were 94 KB in four requests (docs/decisions/0011-fonts.md).
import '@fontsource-variable/ibm-plex-sans/wght.css';
import '@fontsource-variable/plus-jakarta-sans/wght.css';
import '@fontsource/material-icons/latin-400.css';
import './globals.css';
import InitColorSchemeScript from '@mui/material/InitColorSchemeScript';
import { AppRouterCacheProvider } from '@mui/material-nextjs/v14-appRouter';
import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { siteConfig } from '@data/site';
import { COLOR_SCHEME_CONFIG } from '@/modules/color-scheme';
import { SiteProviders } from '@/components/theme/site-providers.client';
import { GeneralSansFontFace } from '@/components/theme/general-sans';
import { Analytics } from '@/components/analytics/analytics.client';
import { ServiceWorker } from '@/components/service-worker/service-worker.client';

export const metadata: Metadata = {
  metadataBase: new URL(siteConfig.origin),
  title: { default: siteConfig.name, template: `%s - ${siteConfig.name}` },
  description: 'Documentation for Material UI, Joy UI, Base UI, MUI System, MUI X and Toolpad Core.',
};

export const viewport: Viewport = {
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#FFFFFF' },
    { media: '(prefers-color-scheme: dark)', color: '#0C1015' },
  ],
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    // The pre-paint script adds the color-scheme class before hydration, hence suppressHydrationWarning.
    <html lang="en" dir="ltr" suppressHydrationWarning>
      <head>
        <GeneralSansFontFace />
      </head>
      <body>
        <InitColorSchemeScript
          attribute={COLOR_SCHEME_CONFIG.attribute}
          modeStorageKey={COLOR_SCHEME_CONFIG.modeStorageKey}
          colorSchemeStorageKey={COLOR_SCHEME_CONFIG.colorSchemeStorageKey}
        />
        <AppRouterCacheProvider options={{ key: 'css' }}>
          <SiteProviders>{children}</SiteProviders>
        </AppRouterCacheProvider>
        <Analytics />
        <ServiceWorker docsHost={siteConfig.docsHost} />
      </body>
    </html>
  );
}
