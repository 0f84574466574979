'use client';
import { DemoShown } from './demo-height-hold';
import { serverSnapshot } from './demo-server-snapshot';
import { createTurns, nextTask } from './demo-turns';
import { isHydrated, useMarkHydrated } from './hydration-flag';
import { demoPageOf } from '@/modules/demo-id';
import { lazy, Suspense, useEffect, useState, type LazyExoticComponent } from 'react';
import type { DemoGroup } from '@/registry/demo-groups';

// The page -> chunk map (the registry's webpack context over the groups) is itself a chunk: with
// its webpack chunk lists it is 6.6 KB brotli for 326 pages with demos, which pages without demos
// would otherwise carry in their first load (docs/decisions/0022-registry-of-generated-modules.md).
const loadRegistry = () => import('@/registry/demo-groups');
const lazyDemos = new Map<string, LazyExoticComponent<DemoGroup>>();
const loadedGroups = new Map<string, DemoGroup>();
const loadingGroups = new Map<string, Promise<DemoGroup>>();

/** The page's demo group, loaded once (a failed load is tried again on the next call). */
function load(page: string): Promise<DemoGroup> {
  let loading = loadingGroups.get(page);
  if (!loading) {
    loading = loadRegistry().then(async ({ loadDemoGroup }) => {
      // The map's chunk has just been evaluated in this task; the group's chunks are requested in
      // the next one (webpack inserts a <script> per chunk, about 10 ms for a page's 8 during load).
      await nextTask();
      const Group = await loadDemoGroup(page);
      loadedGroups.set(page, Group);
      return Group;
    });
    loading.catch(() => loadingGroups.delete(page));
    loadingGroups.set(page, loading);
  }
  return loading;
}

/**
 * Starts loading the demos of the page being hydrated once the page has loaded, whether or not
 * React has reached them by then. Asked for only when React reached the first demo, the two
 * chunks (the page map, then the page's group) landed after hydration had committed: MUI's
 * color-scheme context (the site's own store since, color-scheme-store.ts) then changed over demos
 * React had not hydrated, and React dropped their
 * server HTML and built them again (demo-server-snapshot.ts). A group that is in by the time
 * React reaches its demos is hydrated in place (HydratingDemo). The page is read off the first
 * demo's figure (`data-demo`, remark-demos.ts).
 */
function loadHydratingPage(): void {
  const figure = document.querySelector<HTMLElement>('figure[data-demo][id]');
  const page = figure?.dataset.demo && demoPageOf(figure.dataset.demo, figure.id);
  if (page) load(page).catch(() => {});
}
// At the window's load event, not before: a script asked for earlier holds that event back and
// counts as first-load JavaScript (docs/decisions/0005-demo-loading.md); this one is the page's
// content, not its boot.
if (typeof window !== 'undefined') {
  if (document.readyState === 'complete') loadHydratingPage();
  else window.addEventListener('load', loadHydratingPage, { once: true });
}

// Each demo is its own lazy component that settles on its turn (demo-turns.ts), so the demos of a
// page render and commit one task apart rather than all in the task their chunk lands in. Server
// rendering has no reader to yield to.
const turn = typeof window === 'undefined' ? () => Promise.resolve() : createTurns();

function lazyDemo(page: string, name: string): LazyExoticComponent<DemoGroup> {
  const key = `${page}#${name}`;
  let Demo = lazyDemos.get(key);
  if (!Demo) {
    Demo = lazy(async () => {
      const loaded = await load(page);
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
 * the demos cost there (docs/decisions/0005-demo-loading.md). A page's demos come in one chunk:
 * - server rendering and hydration suspend on it, so the HTML has the demo and stays up until the
 *   chunk hydrates it (no flash). The chunk is asked for at the page's load event at the latest
 *   (loadHydratingPage). The server HTML is hydrated in place (HydratingDemo) unless the theme
 *   changes before the chunk is in (a dark-mode reader's first commit, demo-height-hold.ts): then
 *   the demo is rendered again over a copy of itself;
 * - after a client-side navigation nothing suspends: React holds a transition that suspends for up to
 *   ~0.5 s before committing (its "just noticeable difference" wait), which kept the new page's
 *   heading off screen that long. The page commits at once and each demo appears when its chunk
 *   is in, usually within a frame or two of it.
 */
export function PageDemo({ page, name }: { page: string; name: string }) {
  // Fixed at mount: during hydration the demo must render as on the server; switching paths later
  // would change the element type and remount it.
  const [hydrating] = useState(() => !isHydrated());
  useMarkHydrated();
  let content;
  if (hydrating) {
    // React renders what is inside a Suspense boundary only after the page around it has
    // hydrated, so the chunk is asked for now (if loadHydratingPage could not), not then.
    void load(page).catch(() => {});
    content = <HydratingDemo page={page} name={name} />;
  } else content = <LoadThenRender key={page} page={page} name={name} />;
  return (
    <Suspense fallback={hydrating ? <ServerSnapshot name={name} /> : null}>
      <DemoShown>{content}</DemoShown>
    </Suspense>
  );
}

/**
 * The demo as hydration renders it: the page's group itself when it is already in, so the server
 * HTML is hydrated in place, or else a lazy demo that suspends until it is. A render that suspends
 * is thrown away with its state, so the choice is made again at each try and fixed once committed
 * (switching later would change the element type and remount the demo).
 */
function HydratingDemo({ page, name }: { page: string; name: string }) {
  const [Demo] = useState<DemoGroup>(() => loadedGroups.get(page) ?? lazyDemo(page, name));
  return <Demo name={name} />;
}

/**
 * A static copy of the demo's server HTML, for when React drops it before the demo's code is in
 * (demo-server-snapshot.ts). `display: contents` keeps the layout of the original.
 */
function ServerSnapshot({ name }: { name: string }) {
  const [html] = useState(() => serverSnapshot(name));
  return html ? <div style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: html }} /> : null;
}

/** Loads the page's demo chunk in an effect and renders the demo once it is in, never suspending. */
function LoadThenRender({ page, name }: { page: string; name: string }) {
  // A chunk already in (a page seen before) renders in the same commit.
  const [Group, setGroup] = useState<DemoGroup | undefined>(() => loadedGroups.get(page));
  const [error, setError] = useState<Error>();
  useEffect(() => {
    if (Group) return;
    let current = true;
    load(page).then(
      (loaded) => current && setGroup(() => loaded),
      (failure: Error) => current && setError(failure),
    );
    return () => {
      current = false;
    };
  }, [page, Group]);
  // A failed chunk is an error like any render error (the page's error boundary shows it).
  if (error) throw error;
  return Group ? <Group name={name} /> : null;
}
