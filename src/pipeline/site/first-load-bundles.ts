import { createHash } from 'node:crypto';
import { COMPILE_HINT } from './compile-hints';
import { htmlAttribute } from './html-attribute';

/**
 * A prerendered page names about 17 of the framework's scripts (React DOM, Next's runtime, the
 * shared chunks, one chunk per layout and page). On a mobile link every request waits a round trip
 * before its first byte, and a browser on HTTP/1.1 keeps at most six connections to a host, so the
 * 17 requests queue for several round trips after the HTML. The postbuild concatenates them into
 * three files per page: two with the scripts every page names (the same files on every page, so
 * they are cached once; two, so that no start-up task finishes compiling all of it, see
 * `balancedParts`), and one with the rest of that page's list (one file per distinct list). The original
 * chunk files stay in the build: client-side navigation still loads a route's chunks one by one.
 * README "Benchmark and first load" has the measurements.
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
 * The shared scripts cut into `parts` lists of about equal bytes (the largest script first into the
 * lightest list), each keeping the scripts' order. V8 compiles a bundle on a background thread, but
 * finishes the compilation on the main thread, in the task that runs the bundle: 19.5 ms for the
 * 558 KB shared bundle in a traced Lighthouse load, about 80 ms once Lighthouse slows the CPU down
 * four times, so 30 ms over the 50 ms at which a task starts to block. Two bundles finish in
 * two tasks of about half that.
 */
export function balancedParts(
  scripts: readonly string[],
  bytesOf: (script: string) => number,
  parts: number,
): string[][] {
  const bins = Array.from({ length: Math.max(1, Math.min(parts, scripts.length)) }, () => ({
    bytes: 0,
    scripts: new Set<string>(),
  }));
  const largestFirst = [...scripts].sort((a, b) => bytesOf(b) - bytesOf(a));
  for (const script of largestFirst) {
    const lightest = bins.reduce((min, bin) => (bin.bytes < min.bytes ? bin : min));
    lightest.bytes += bytesOf(script);
    lightest.scripts.add(script);
  }
  return bins
    .map((bin) => scripts.filter((script) => bin.scripts.has(script)))
    .filter((list) => list.length > 0);
}

/**
 * A page's bundles, as lists of scripts: the shared ones, then the page's own, with the app's entry
 * last. The app then starts only once the page's own chunks are installed, whichever bundle comes
 * in first (from the cache, say). Started earlier, the router would find the page's components
 * missing and fetch their chunk files one by one, again: nothing names them in the page any more,
 * so webpack cannot find a `<script>` already loading them.
 */
export function pageBundles(
  scripts: readonly string[],
  sharedParts: readonly (readonly string[])[],
): string[][] {
  const own = scripts.filter((script) => !sharedParts.some((part) => part.includes(script)));
  const ordered = [...own.filter((script) => !isAppEntry(script)), ...own.filter(isAppEntry)];
  return [...sharedParts.map((part) => [...part]), ordered].filter((list) => list.length > 0);
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
