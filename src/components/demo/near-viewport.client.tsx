'use client';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { whenNearViewport } from './when-near-viewport';

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
    if (!element) {
      setNear(true);
      return undefined;
    }
    const watching = new AbortController();
    void whenNearViewport(element, watching.signal).then(() => setNear(true));
    return () => watching.abort();
  }, []);
  return near ? children : <div ref={ref} style={{ minHeight }} data-demo-deferred="" />;
}
