/**
 * Copies of the demos' server HTML, shown while a demo's chunk is still loading.
 *
 * The theme changes right after hydration for a reader in dark mode or with settings of their own
 * (the page is rendered with the defaults; see demo-height-hold.ts), and React answers a context change
 * above a Suspense boundary it has not hydrated yet by dropping the boundary's server HTML and
 * showing its fallback until the code is in (PageDemo). Without a copy the demo went blank for that
 * gap: 65 ms on loopback, the whole chunk download on a slow link. The copies are taken once, by the
 * first component of the page to hydrate (useMarkHydrated), while the server HTML is still there.
 */
const snapshots = new Map<string, string>();

/** Keeps the HTML of every demo on the page, by demo name (the id of its figure). */
export function takeServerSnapshots(root: ParentNode = document): void {
  for (const scope of root.querySelectorAll('[data-demo-scope]')) {
    const name = scope.closest('figure[id]')?.id;
    if (name && !snapshots.has(name)) snapshots.set(name, scope.innerHTML);
  }
}

/** The server HTML of a demo, if the page was hydrated with it. */
export function serverSnapshot(name: string): string | undefined {
  return snapshots.get(name);
}
