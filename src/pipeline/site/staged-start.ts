import { runInNewContext } from 'node:vm';

/**
 * The app's start-up, spread over several tasks.
 *
 * When the last start-up bundle has run, Next's entry evaluates every module the first render needs
 * (the router, the root layout's client components, MUI and Emotion with them), reads the page's
 * server payload and starts hydration: one task of 45-70 ms on a fast machine, which Lighthouse's
 * slowdown turns into about 150 ms of blocking time (docs/decisions/0003-start-up-scripts.md). Each of those
 * modules is evaluated once, whenever it is first required, so requiring them one by one beforehand,
 * each in a task of its own, leaves the entry only the payload and the hydration call.
 *
 * - The shared bundle ends with `stagedStartSource`: it requires the listed modules one per task,
 *   then runs the entry (or lets the page's bundle run it when it comes in later).
 * - The page's bundle holds the entry chunk wrapped by `deferredEntrySource`: it runs at once if
 *   the shared bundle is done, or leaves itself for the shared bundle to run.
 *
 * A module that throws while warming up is left out of webpack's cache (its runtime deletes it), so
 * the entry requires it again and the error surfaces there, as it would have without the stages.
 */

/** The global the two bundles meet at: `true` once the stages are done, or the entry waiting for them. */
export const START_GLOBAL = '__N_FIRST_LOAD';

/** The ids of the modules a webpack chunk registers, read by running it against a stand-in runtime. */
export function chunkModuleIds(source: string): string[] {
  const pushed: unknown[][] = [];
  const self = { webpackChunk_N_E: { push: (entry: unknown[]) => pushed.push(entry) } };
  try {
    runInNewContext(source, { self, globalThis: self });
  } catch {
    // The webpack runtime chunk touches the document; it registers no module of its own.
  }
  return pushed.flatMap((entry) => Object.keys((entry[1] ?? {}) as object));
}

/** A client component as a client-reference manifest lists it: its module id and source file. */
export interface ClientReference {
  id: string;
  resource: string;
}

/** The client components of a client-reference manifest, in its order. */
export function clientReferences(manifestSource: string): ClientReference[] {
  const context: { globalThis?: unknown; __RSC_MANIFEST?: Record<string, { clientModules: object }> } = {};
  context.globalThis = context;
  runInNewContext(manifestSource, context);
  return Object.values(context.__RSC_MANIFEST ?? {}).flatMap((manifest) =>
    Object.entries(manifest.clientModules).map(
      ([resource, reference]: [string, { id: string | number }]) => ({
        id: String(reference.id),
        resource,
      }),
    ),
  );
}

/** Next's own client components (router, layout router, boundaries). */
const isNextInternal = (resource: string) => /[\\/]node_modules[\\/]next[\\/]/.test(resource);

/**
 * The modules to warm up: the site's client components (of any route) whose code is in the shared
 * bundle, once each, in the manifests' order. Next's own are left to the entry: two of its modules
 * wrap webpack's chunk-URL function when they are evaluated (one encodes the URL, React's server
 * payload client maps route chunks to their file names), and the router evaluated first reverses
 * that order, so the URL of each route chunk is encoded twice and client navigation asks for
 * `%255B…` (the e2e test of client navigation caught it).
 */
export function warmUpModules(
  references: readonly ClientReference[],
  sharedModuleIds: ReadonlySet<string>,
): string[] {
  const ids = references
    .filter((reference) => !isNextInternal(reference.resource))
    .map((reference) => reference.id)
    .filter((id) => sharedModuleIds.has(id));
  return [...new Set(ids)];
}

/**
 * The shared bundle's last lines: the modules required one per task (a message to itself, which runs
 * before timers and without their 4 ms clamp), then the entry, if its bundle is in. Each require goes
 * through webpack's own chunk callback, the one way in from outside; the callback runs only for a
 * chunk not yet installed, so each step names a chunk of its own (`warm:<id>`), which registers nothing.
 */
export function stagedStartSource(moduleIds: readonly string[]): string {
  const ids = JSON.stringify(moduleIds.map(Number));
  return `(function(){var ids=${ids};
function later(){var channel=new MessageChannel();channel.port1.onmessage=step;channel.port2.postMessage(null)}
function step(){if(ids.length===0){var start=self.${START_GLOBAL};self.${START_GLOBAL}=true;if(typeof start==="function")start();return}
var id=ids.shift();try{(self.webpackChunk_N_E=self.webpackChunk_N_E||[]).push([["warm:"+id],{},function(require){require(id)}])}catch(error){}later()}
later()})();`;
}

/** The entry chunk, run now if the stages are done, or else left for them to run. */
export function deferredEntrySource(entrySource: string): string {
  return `(function(){function start(){${entrySource}
}if(self.${START_GLOBAL}===true)start();else self.${START_GLOBAL}=start})();`;
}
