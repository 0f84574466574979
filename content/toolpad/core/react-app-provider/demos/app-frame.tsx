import * as React from 'react';
import { createPortal } from 'react-dom';
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { ThemeProvider, createTheme, type Theme } from '@mui/material/styles';
import type { Router } from '@toolpad/core/AppProvider';

export interface FrameContext {
  /** The frame's window: pass it to AppProvider's `window` prop. */
  window: Window;
  /** A light or dark theme that follows the page around the frame. */
  theme: Theme;
}

/**
 * The theme of a demo frame. Besides the mode:
 * - menus, dialogs and tooltips open in the frame's body rather than the page's;
 * - the `md` breakpoint is lower, because a frame in a docs column is narrower than a browser
 *   window and the layout would otherwise always show its phone version;
 * - lists render as <div>s: in version 0.5.2 the navigation puts headers, dividers and nested
 *   lists directly inside its <ul>, which is not valid list markup.
 */
function frameTheme(mode: 'light' | 'dark', body: HTMLElement): Theme {
  return createTheme({
    palette: { mode },
    breakpoints: { values: { xs: 0, sm: 480, md: 600, lg: 1200, xl: 1536 } },
    components: {
      MuiModal: { defaultProps: { container: body } },
      MuiPopper: { defaultProps: { container: body } },
      MuiList: { defaultProps: { component: 'div' } },
      MuiListItem: { defaultProps: { component: 'div' } },
    },
  });
}

interface AppFrameProps {
  /** Accessible name of the frame. */
  title: string;
  height?: number;
  children: (frame: FrameContext) => React.ReactNode;
}

/**
 * Renders a whole app (AppProvider adds a CssBaseline and fixed app bars) inside an iframe of its
 * own, so it cannot restyle the page around it. In your app you do not need this: render
 * AppProvider at the root of the page.
 */
export default function AppFrame({ title, height = 420, children }: AppFrameProps) {
  const ref = React.useRef<HTMLIFrameElement>(null);
  const [frame, setFrame] = React.useState<{ window: Window; cache: EmotionCache } | null>(null);
  const [mode, setMode] = React.useState<'light' | 'dark'>('light');
  const theme = React.useMemo(
    () => (frame ? frameTheme(mode, frame.window.document.body) : null),
    [frame, mode],
  );

  React.useEffect(() => {
    const iframe = ref.current;
    if (!iframe) return undefined;
    const setUp = () => {
      const frameWindow = iframe.contentWindow;
      const doc = iframe.contentDocument;
      if (!frameWindow || !doc) return;
      doc.title = title;
      doc.documentElement.lang = document.documentElement.lang || 'en';
      // Styles go into the frame's own <head>.
      setFrame({ window: frameWindow, cache: createCache({ key: 'frame', container: doc.head }) });
    };
    if (iframe.contentDocument?.readyState === 'complete') setUp();
    iframe.addEventListener('load', setUp);
    return () => iframe.removeEventListener('load', setUp);
  }, [title]);

  // Follow the page's light/dark mode and direction.
  React.useEffect(() => {
    const iframe = ref.current;
    if (!iframe) return undefined;
    const sync = () => {
      const style = getComputedStyle(iframe);
      setMode(style.colorScheme === 'dark' ? 'dark' : 'light');
      if (iframe.contentDocument) iframe.contentDocument.dir = style.direction;
    };
    sync();
    const observer = new MutationObserver(sync);
    // Mode and direction are inherited, so only the frame's ancestors can change them.
    for (let node = iframe.parentElement; node; node = node.parentElement) {
      observer.observe(node, { attributes: true, attributeFilter: ['class', 'dir', 'style'] });
    }
    return () => observer.disconnect();
  }, [frame]);

  return (
    <React.Fragment>
      <iframe
        ref={ref}
        title={title}
        style={{ display: 'block', width: '100%', height, border: 0, borderRadius: 4 }}
      />
      {frame && theme
        ? createPortal(
            <CacheProvider value={frame.cache}>
              {/* A function theme replaces the page's theme instead of merging with it: the page's
                  CSS variables do not exist inside the frame. */}
              <ThemeProvider theme={() => theme}>{children({ window: frame.window, theme })}</ThemeProvider>
            </CacheProvider>,
            frame.window.document.body,
          )
        : null}
    </React.Fragment>
  );
}

/**
 * A router whose URL lives in React state: links inside the demo change what it shows without
 * touching the address bar. Pass it to AppProvider's `router` prop.
 */
export function useDemoRouter(initialUrl = '/'): Router {
  const [url, setUrl] = React.useState(() => new URL(initialUrl, 'https://app.example'));
  return React.useMemo(
    () => ({
      pathname: url.pathname,
      searchParams: url.searchParams,
      navigate: (next: string | URL) => setUrl(new URL(String(next), url)),
    }),
    [url],
  );
}
