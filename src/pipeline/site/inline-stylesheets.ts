/**
 * Inlines a prerendered page's stylesheets into its HTML, so the first paint waits for the
 * document alone instead of one more round trip per stylesheet (Next 14 has no option for this).
 *
 * Each `<link rel="stylesheet" data-precedence="next">` gets its CSS as a `<style>` just before it and
 * becomes `media="print"`: the browser no longer holds rendering for it, yet React's hydration still
 * finds the link its payload names (it looks stylesheets up by href), so it neither inserts nor
 * fetches another copy. Client-side navigation is untouched: later pages' links load as before.
 */
const STYLESHEET_LINK = /<link rel="stylesheet" href="([^"]+)" data-precedence="next"\/>/g;

export interface InlinedPage {
  html: string;
  /** The hrefs whose CSS is now in the page, in document order. */
  inlined: string[];
}

export function inlineStylesheets(html: string, readStylesheet: (href: string) => string): InlinedPage {
  const inlined: string[] = [];
  const out = html.replace(STYLESHEET_LINK, (_link, href: string) => {
    const css = readStylesheet(href);
    // A `</style` inside the CSS would end the element early; no tool emits it, so refuse loudly.
    if (/<\/style/i.test(css)) throw new Error(`inline-stylesheets: ${href} contains "</style"`);
    inlined.push(href);
    return `<style data-inlined-href="${href}">${css}</style><link rel="stylesheet" href="${href}" data-precedence="next" media="print"/>`;
  });
  return { html: out, inlined };
}
