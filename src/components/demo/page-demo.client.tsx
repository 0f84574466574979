'use client';
import { DemoShown } from './demo-height-hold';
import { serverSnapshot } from './demo-server-snapshot';
import { createTurns, nextTask } from './demo-turns';
import { isHydrated, useMarkHydrated } from './hydration-flag';
import { whenNearViewport } from './when-near-viewport';
import { demoIdFor, demoPageOf } from '@/modules/demo-id';
import { lazy, Suspense, useEffect, useState, type ComponentType, type LazyExoticComponent } from 'react';
import type { DemoGroup } from '@/registry/demo-groups';

// The page -> chunk map (the registry's webpack context over the groups) is itself a chunk: 3.8 KB
// brotli for 326 pages with demos, which pages without demos would otherwise carry in their first
// load (docs/decisions/0022-registry-of-generated-modules.md).
const loadRegistry = () => import('@/registry/demo-groups');
const loadingGroups = new Map<string, Promise<DemoGroup>>();
const loadedDemos = new Map<string, ComponentType>();
const lazyDemos = new Map<string, LazyExoticComponent<ComponentType>>();

/** The page's demo group, loaded once (a failed load is tried again on the next call). */
function loadGroup(page: string): Promise<DemoGroup> {
  let loading = loadingGroups.get(page);
  if (!loading) {
    loading = loadRegistry().then(async ({ loadDemoGroup }) => {
      // The map's chunk has just been evaluated in this task; the group's chunk is requested in
      // the next one.
      await nextTask();
      return loadDemoGroup(page);
    });
    loading.catch(() => loadingGroups.delete(page));
    loadingGroups.set(page, loading);
  }
  return loading;
}

/** One demo's code, through its page's group; remembered once in, for renders that come later. */
async function loadDemo(page: string, name: string): Promise<ComponentType> {
  const Demo = await (await loadGroup(page)).loadDemo(name);
  loadedDemos.set(`${page}#${name}`, Demo);
  return Demo;
}

/** The demo's figure (remark-demos.ts), absent on the server and on standalone demo pages. */
function figureOf(page: string, name: string): Element | null {
  if (typeof document === 'undefined') return null;
  return document.querySelector(`figure[data-demo="${CSS.escape(demoIdFor(page, name))}"]`);
}

/**
 * Asks for the group of the page being hydrated once the page has loaded: a small chunk of
 * loaders, one per demo. Each demo's own code is asked for when its figure nears the viewport
 * (lazyDemo), so a reader downloads the demos they scroll to, not all of the page's. The page is
 * read off the first demo's figure (`data-demo`, remark-demos.ts).
 */
function loadHydratingPage(): void {
  const figure = document.querySelector<HTMLElement>('figure[data-demo][id]');
  const page = figure?.dataset.demo && demoPageOf(figure.dataset.demo, figure.id);
  if (page) loadGroup(page).catch(() => {});
}
// At the window's load event, not before: a script asked for earlier holds that event back and
// counts as first-load JavaScript (docs/decisions/0005-demo-loading.md); this one is the page's
// content, not its boot.
if (typeof window !== 'undefined') {
  if (document.readyState === 'complete') loadHydratingPage();
  else window.addEventListener('load', loadHydratingPage, { once: true });
}

// Each demo is its own lazy component that settles on its turn (demo-turns.ts), so demos whose
// code lands together render and commit one task apart. Server rendering has no reader to yield to.
const turn = typeof window === 'undefined' ? () => Promise.resolve() : createTurns();

/**
 * The demo as a lazy component: its code is asked for when its figure nears the viewport (at once
 * on the server). Until then React keeps the server HTML in place, unhydrated.
 */
function lazyDemo(page: string, name: string): LazyExoticComponent<ComponentType> {
  const key = `${page}#${name}`;
  let Demo = lazyDemos.get(key);
  if (!Demo) {
    Demo = lazy(async () => {
      const figure = figureOf(page, name);
      if (figure) await whenNearViewport(figure);
      const loaded = await loadDemo(page, name);
      await turn();
      return { default: loaded };
    });
    lazyDemos.set(key, Demo);
  }
  return Demo;
}

/**
 * One demo of a page, by page and name. Every docs page shares one route, and Next ships every
 * client module that route can reach in the first load of every docs page: this component is all
 * the demos cost there (docs/decisions/0005-demo-loading.md). Each demo's code is a chunk of its own,
 * asked for when the demo nears the viewport:
 * - server rendering and hydration suspend on it, so the HTML has the demo and stays up until the
 *   chunk hydrates it (no flash). The server HTML is hydrated in place (HydratingDemo) unless the
 *   theme changes before the chunk is in (a dark-mode reader's first commit, demo-height-hold.ts):
 *   then the demo is rendered again over a copy of itself;
 * - after a client-side navigation nothing suspends: React holds a transition that suspends for up to
 *   ~0.5 s before committing (its "just noticeable difference" wait), which kept the new page's
 *   heading off screen that long. The page commits at once and each demo appears when its chunk
 *   is in, usually within a frame or two of its nearing the viewport.
 */
export function PageDemo({ page, name }: { page: string; name: string }) {
  // Fixed at mount: during hydration the demo must render as on the server; switching paths later
  // would change the element type and remount it.
  const [hydrating] = useState(() => !isHydrated());
  useMarkHydrated();
  let content;
  if (hydrating) {
    // React renders what is inside a Suspense boundary only after the page around it has
    // hydrated, so the group is asked for now (if loadHydratingPage could not), not then.
    void loadGroup(page).catch(() => {});
    content = <HydratingDemo page={page} name={name} />;
  } else content = <LoadThenRender key={page} page={page} name={name} />;
  return (
    <Suspense fallback={hydrating ? <ServerSnapshot name={name} /> : null}>
      <DemoShown>{content}</DemoShown>
    </Suspense>
  );
}

/**
 * The demo as hydration renders it: the demo itself when its code is already in, so the server
 * HTML is hydrated in place, or else a lazy demo that suspends until it is. A render that suspends
 * is thrown away with its state, so the choice is made again at each try and fixed once committed
 * (switching later would change the element type and remount the demo).
 */
function HydratingDemo({ page, name }: { page: string; name: string }) {
  const [Demo] = useState<ComponentType>(() => loadedDemos.get(`${page}#${name}`) ?? lazyDemo(page, name));
  return <Demo />;
}

/**
 * A static copy of the demo's server HTML, for when React drops it before the demo's code is in
 * (demo-server-snapshot.ts). `display: contents` keeps the layout of the original.
 */
function ServerSnapshot({ name }: { name: string }) {
  const [html] = useState(() => serverSnapshot(name));
  return html ? <div style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: html }} /> : null;
}

/**
 * Loads the demo's code in an effect once its figure nears the viewport, and renders the demo then,
 * never suspending.
 */
function LoadThenRender({ page, name }: { page: string; name: string }) {
  // Code already in (a page seen before) renders in the same commit.
  const [Demo, setDemo] = useState<ComponentType | undefined>(() => loadedDemos.get(`${page}#${name}`));
  const [error, setError] = useState<Error>();
  useEffect(() => {
    if (Demo) return undefined;
    const watching = new AbortController();
    const figure = figureOf(page, name);
    (figure ? whenNearViewport(figure, watching.signal) : Promise.resolve())
      .then(() => loadDemo(page, name))
      .then(
        (loaded) => !watching.signal.aborted && setDemo(() => loaded),
        (failure: Error) => !watching.signal.aborted && setError(failure),
      );
    return () => watching.abort();
  }, [page, name, Demo]);
  // A failed chunk is an error like any render error (the page's error boundary shows it).
  if (error) throw error;
  return Demo ? <Demo /> : null;
}
