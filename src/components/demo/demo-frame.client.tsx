'use client';
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider, Global } from '@emotion/react';
import { ThemeProvider, useTheme, type Theme } from '@mui/material/styles';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { ThemeVariables } from '@/components/theme/theme-variables';
import styles from './demo.module.css';

interface Frame {
  document: Document;
  cache: EmotionCache;
  /** The page's theme with media queries asked of the frame's window, not the page's. */
  theme: (outer: Theme) => Theme;
}

function frameTheme(win: Window) {
  const matchMedia = (query: string) => win.matchMedia(query);
  return (outer: Theme): Theme => ({
    ...outer,
    components: { ...outer.components, MuiUseMediaQuery: { defaultProps: { matchMedia } } },
  });
}

/**
 * Renders a demo inside an iframe of its own: for demos that must not see the page's global styles,
 * or that measure their own window (media queries, fixed positioning). The children are portalled
 * into the frame, so React context (theme, settings) flows in; Emotion writes into the frame's head,
 * the theme's CSS variables are copied there, and the frame's root carries the demo's color scheme,
 * so the per-demo mode switch applies inside it too. Loaded only by pages with such a demo.
 */
export default function DemoFrame({
  title,
  colorScheme,
  children,
}: {
  title: string;
  colorScheme: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLIFrameElement>(null);
  const [frame, setFrame] = useState<Frame | null>(null);
  const theme = useTheme();

  useEffect(() => {
    const doc = ref.current?.contentDocument;
    if (!doc) return;
    setFrame({
      document: doc,
      cache: createCache({ key: 'demo-frame', container: doc.head }),
      theme: frameTheme(doc.defaultView ?? window),
    });
  }, []);

  useEffect(() => {
    if (frame) frame.document.documentElement.className = colorScheme;
  }, [frame, colorScheme]);

  useEffect(() => {
    // The frame is as tall as its content.
    const iframe = ref.current;
    if (!frame || !iframe) return;
    const observer = new ResizeObserver(() => {
      iframe.style.height = `${frame.document.documentElement.scrollHeight}px`;
    });
    observer.observe(frame.document.body);
    return () => observer.disconnect();
  }, [frame]);

  return (
    <>
      <iframe ref={ref} title={title} className={styles.frame} data-testid="demo-frame" />
      {frame
        ? createPortal(
            <CacheProvider value={frame.cache}>
              <ThemeVariables theme={theme} />
              <Global
                styles={{
                  'html, body': { margin: 0 },
                  body: {
                    padding: 16,
                    background: 'var(--mui-palette-background-paper)',
                    color: 'var(--mui-palette-text-primary)',
                    fontFamily: theme.typography.fontFamily,
                  },
                  html: { colorScheme: 'light' },
                  'html.dark': { colorScheme: 'dark' },
                }}
              />
              <ThemeProvider theme={frame.theme}>{children}</ThemeProvider>
            </CacheProvider>,
            frame.document.body,
          )
        : null}
    </>
  );
}
