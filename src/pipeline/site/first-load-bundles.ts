import { createHash } from 'node:crypto';
import { COMPILE_HINT } from './compile-hints';
import { htmlAttribute } from './html-attribute';

/**
 * A prerendered page names about 17 of the framework's scripts (React DOM, Next's runtime, the
 * shared chunks, one chunk per layout and page). On a mobile link every request waits a round trip
 * before its first byte, and a browser on HTTP/1.1 keeps at most six connections to a host, so the
 * 17 requests queue for several round trips after the HTML. The postbuild concatenates them into
 * two files per page: one with the scripts every page names (the same file on every page, so it is
 * cached once), and one with the rest of that page's list (one file per distinct list). The original
 * chunk files stay in the build: client-side navigation still loads a route's chunks one by one.
 * docs/decisions/0003-start-up-scripts.md has the measurements.
 */

/** Where the bundles go, under the build's `static/` folder; the name tells a bundle from a chunk. */
const BUNDLE_PREFIX = 'static/chunks/first-load-';

export const isFirstLoadBundle = (script: string) => script.startsWith(BUNDLE_PREFIX);

/** Next's main-app chunk: the entry that starts the app (router, hydration) once it runs. */
export const isAppEntry = (script: string) => /\/main-app-[0-9a-f]+\.js$/.test(script);

/**
 * The scripts that every list names, in the order the first list names them, except the app's
 * entry: that goes in each page's own bundle (see `pageBundles`).
 */
export function sharedScripts(lists: readonly (readonly string[])[]): string[] {
  if (lists.length === 0) return [];
  const sets = lists.map((list) => new Set(list));
  return lists[0].filter((script) => !isAppEntry(script) && sets.every((set) => set.has(script)));
}

/**
 * A page's bundles, as lists of scripts: the shared one, then the page's own, with the app's entry
 * last. The app then starts only once the page's own chunks are installed, whichever bundle comes
 * in first (from the cache, say). Started earlier, the router would find the page's components
 * missing and fetch their chunk files one by one, again: nothing names them in the page any more,
 * so webpack cannot find a `<script>` already loading them.
 */
export function pageBundles(scripts: readonly string[], shared: readonly string[]): string[][] {
  const own = scripts.filter((script) => !shared.includes(script));
  const ordered = [...own.filter((script) => !isAppEntry(script)), ...own.filter(isAppEntry)];
  return [[...shared], ordered].filter((list) => list.length > 0);
}

/**
 * One script that runs each source as its own script would. Each source is wrapped in a function
 * of its own: a chunk that opens with "use strict" would otherwise make every later one strict, and
 * Next's main-app chunk assigns the global `_N_E` without declaring it, an error in strict code. The
 * closing brace goes on a new line in case a source ends in a line comment. The order does not
 * matter to webpack (the chunks register themselves; entries wait for theirs), as with async
 * scripts, which run in whatever order they arrive. The compile hint goes first (compile-hints.ts):
 * all of it runs at start-up.
 */
export function bundleSource(sources: readonly string[]): string {
  const unhinted = sources.map((source) =>
    source.startsWith(`${COMPILE_HINT}\n`) ? source.slice(COMPILE_HINT.length + 1) : source,
  );
  return [COMPILE_HINT, ...unhinted.map((source) => `(function(){${source}\n})();`)].join('\n');
}

/** The bundle's path under the build (`static/chunks/first-load-<hash>.js`), named by its bytes. */
export function bundlePath(source: string): string {
  return `${BUNDLE_PREFIX}${createHash('sha256').update(source).digest('hex').slice(0, 16)}.js`;
}

const SCRIPT_TAG = /<script\b([^>]*)><\/script>/gi;
const LINK_TAG = /<link\b([^>]*?)\/?>/gi;
const underBuild = (src: string | undefined) =>
  src?.startsWith('/_next/static/') ? decodeURIComponent(src.slice('/_next/'.length)) : undefined;

/**
 * The page's HTML with the `<script>` tags of `bundled` (paths under the build, as
 * `firstLoadScripts` lists them) and their `<link rel="preload">` hints taken out, and one async
 * `<script>` per bundle where the first of the removed tags stood.
 */
export function withBundles(html: string, bundled: ReadonlySet<string>, bundles: readonly string[]): string {
  let placed = false;
  const tags = bundles.map((bundle) => `<script src="/_next/${bundle}" async=""></script>`).join('');
  const scriptsOut = html.replace(SCRIPT_TAG, (tag, attributes: string) => {
    const script = underBuild(htmlAttribute(attributes, 'src'));
    if (!script || !bundled.has(script) || htmlAttribute(attributes, 'nomodule') !== undefined) return tag;
    if (placed) return '';
    placed = true;
    return tags;
  });
  if (!placed) throw new Error(`none of the ${bundled.size} scripts to bundle is in the page`);
  return scriptsOut.replace(LINK_TAG, (tag, attributes: string) => {
    const preload =
      htmlAttribute(attributes, 'rel') === 'preload' && htmlAttribute(attributes, 'as') === 'script';
    const script = preload ? underBuild(htmlAttribute(attributes, 'href')) : undefined;
    return script && bundled.has(script) ? '' : tag;
  });
}
