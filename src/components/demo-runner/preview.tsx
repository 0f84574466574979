import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider, useColorScheme } from '@mui/material/styles';
import { Component, useEffect, useMemo, type ErrorInfo, type ReactNode } from 'react';
import type { RunnerSettings } from '@/modules/demo-runner';
import { createSiteTheme } from '@/components/theme/create-site-theme';
import { createRtlCache } from '@/components/theme/rtl-cache';

const ltrCache = createCache({ key: 'demo' });
let rtlCache: ReturnType<typeof createRtlCache> | undefined;

/** Applies the page's mode: the runner keeps no storage of its own (its origin is opaque). */
function ModeSync({ mode }: { mode: RunnerSettings['mode'] }) {
  const { setMode } = useColorScheme();
  useEffect(() => setMode(mode), [mode, setMode]);
  return null;
}

interface BoundaryProps {
  onError: (error: unknown) => void;
  children: ReactNode;
}

/** Catches what the demo throws while rendering; the page shows the message, the frame stays blank. */
export class DemoErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown, _info: ErrorInfo) {
    this.props.onError(error);
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** The edited demo inside the site theme, in the page's mode, direction, density and colors. */
export function Preview({ settings, children }: { settings: RunnerSettings; children: ReactNode }) {
  const { dense, direction, paletteColors, spacing, mode } = settings;
  const theme = useMemo(
    () => createSiteTheme({ dense, direction, paletteColors, spacing }),
    [dense, direction, paletteColors, spacing],
  );
  useEffect(() => {
    document.documentElement.dir = direction;
  }, [direction]);
  const cache = direction === 'rtl' ? (rtlCache ??= createRtlCache()) : ltrCache;
  return (
    <CacheProvider value={cache}>
      <ThemeProvider theme={theme} storageWindow={null} disableTransitionOnChange>
        <ModeSync mode={mode} />
        <CssBaseline enableColorScheme />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
