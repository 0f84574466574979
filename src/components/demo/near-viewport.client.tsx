'use client';
import { useEffect, useRef, useState, type ReactNode } from 'react';

/** How far outside the viewport a deferred demo starts mounting: about a screen ahead of the reader. */
const AHEAD = '800px 0px';

/**
 * Renders its children only once their place comes within a screen of the viewport. Pages with
 * many data grids wrap the grids after the first few in it (write-demos.ts): each grid builds its
 * rows, columns and virtualisation state on mount, and a page of a dozen did all of that at load.
 * Server and first client render both show the placeholder, so hydration matches.
 */
export default function NearViewport({
  children,
  minHeight = 360,
}: {
  children: ReactNode;
  minHeight?: number;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return near ? children : <div ref={ref} style={{ minHeight }} data-demo-deferred="" />;
}
