import { htmlAttribute } from './html-attribute';

/**
 * V8's explicit compile hint (Chrome 136 and later): a script whose very first line is this
 * comment has all its functions compiled eagerly, on a background thread while it streams in.
 * Without it, V8 only pre-parses a function and compiles it on the main thread when first called.
 * The scripts a page names in its HTML run almost whole during start-up and hydration (React DOM,
 * Next's router, the shell's MUI components), so their compilation landed in the start-up task,
 * the longest after the first paint (docs/decisions/0003-start-up-scripts.md). Other browsers see a
 * comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

const SCRIPT_TAG = /<script\b([^>]*)>/gi;

/**
 * The framework's scripts a page loads at start-up: the `src` of each `<script>` under
 * `/_next/static/`, decoded to a path under the build's `static/` directory. Scripts for browsers
 * without modules (the polyfills) are left out: no browser that reads the hint runs them.
 */
export function firstLoadScripts(html: string): string[] {
  const scripts = new Set<string>();
  for (const [, attributes] of html.matchAll(SCRIPT_TAG)) {
    const src = htmlAttribute(attributes, 'src');
    if (!src?.startsWith('/_next/static/') || htmlAttribute(attributes, 'nomodule') !== undefined) {
      continue;
    }
    scripts.add(decodeURIComponent(src.slice('/_next/'.length)));
  }
  return [...scripts];
}

/**
 * The script with the hint as its first line. Idempotent: a postbuild run twice on one build
 * leaves a marked script as it is. A line is added rather than joined to the first one, since
 * the hint is a line comment; the chunks ship without source maps, so no mapping shifts.
 */
export function withCompileHint(source: string): string {
  return source.startsWith(`${COMPILE_HINT}\n`) ? source : `${COMPILE_HINT}\n${source}`;
}
