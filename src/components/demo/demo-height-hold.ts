'use client';
import { createContext, useContext, useEffect } from 'react';

/**
 * Keeps each server-rendered demo at its height until its client render is in.
 *
 * The theme can change right after hydration: the page is rendered for the default scheme and
 * settings, and a reader in dark mode, or with settings of their own, gets a new theme once the
 * providers have mounted (SiteProviders). A demo whose chunk is still loading at that moment has its server HTML dropped by React
 * and is rendered again on the client when the chunk arrives (see PageDemo): without a hold, the
 * demo collapses to its padding for that gap and springs back, a layout shift. The demo blocks
 * themselves may hydrate only in that same late commit, so the heights are taken once, by the
 * first component of the page to hydrate (useMarkHydrated), while the server HTML is still there.
 */
const shown = new WeakSet<Element>();

/** Fixes the height of every demo's live area on the page as its min-height (all reads, then all writes). */
export function holdDemoHeights(root: ParentNode = document): void {
  const lives = [...root.querySelectorAll('[data-demo-scope]')]
    .map((scope) => scope.parentElement)
    .filter((live): live is HTMLElement => !!live && !shown.has(live));
  const heights = lives.map((live) => live.offsetHeight);
  lives.forEach((live, index) => (live.style.minHeight = `${heights[index]}px`));
}

/** Lets go of a demo's height once its content is on screen (and keeps a later hold off it). */
export function releaseDemoHeight(live: HTMLElement | null): void {
  if (!live) return;
  shown.add(live);
  live.style.removeProperty('min-height');
}

/** Called by a demo once its content has committed; its block then lets go of the held height. */
export const DemoShownContext = createContext<() => void>(() => {});

/** Tells the enclosing demo block that the demo's content is on screen. */
export function DemoShown({ children }: { children: React.ReactNode }) {
  const onShown = useContext(DemoShownContext);
  useEffect(() => onShown(), [onShown]);
  return children;
}
