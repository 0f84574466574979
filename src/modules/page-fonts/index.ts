/**
 * Extra fonts a page asks for in its frontmatter (`fonts: ['@fontsource/roboto-mono/400.css']`).
 * The prebuild copies each stylesheet and its font files under /fonts/ (src/pipeline/content/
 * publish-fonts.ts) and only that page links the stylesheet, so no other page downloads them.
 */
export const FONT_SPEC_RE = /^@fontsource(?:-variable)?\/[a-z0-9-]+\/[a-z0-9-]+\.css$/;

/** Public URL of a font stylesheet: `@fontsource/roboto-mono/400.css` → `/fonts/fontsource/roboto-mono/400.css`. */
export function fontHref(spec: string): string {
  if (!FONT_SPEC_RE.test(spec)) throw new Error(`Not a font stylesheet of an @fontsource package: "${spec}"`);
  return `/fonts/${spec.slice(1)}`;
}

const FONT_URL_RE = /url\(\s*['"]?(\.\/files\/[A-Za-z0-9._-]+\.(?:woff2?|ttf|otf))['"]?\s*\)/g;

/** Font files a fontsource stylesheet points at (relative `./files/...` URLs), unique, in order. */
export function fontFilesOf(css: string): string[] {
  return [...new Set([...css.matchAll(FONT_URL_RE)].map((match) => match[1]))];
}
