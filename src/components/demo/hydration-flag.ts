'use client';
import { useEffect } from 'react';
import { holdDemoHeights } from './demo-height-hold';
import { takeServerSnapshots } from './demo-server-snapshot';

let hydrated = false;

/**
 * Whether the page has hydrated, for components that render differently during hydration and
 * after it (PageDemo). A plain module flag, not state: updating a component that sits above a
 * Suspense boundary still waiting to hydrate makes React drop that boundary's server HTML and
 * render it again on the client.
 */
export const isHydrated = (): boolean => hydrated;

/**
 * Called by components of every docs page (the side nav, PageDemo): their effects run after
 * hydration. The first also holds the server-rendered demos' heights (demo-height-hold.ts) and
 * keeps a copy of their HTML (demo-server-snapshot.ts).
 */
export function useMarkHydrated(): void {
  useEffect(() => {
    if (!hydrated) {
      holdDemoHeights();
      takeServerSnapshots();
    }
    hydrated = true;
  }, []);
}
