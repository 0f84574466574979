/**
 * Whether a click on a plain `<a>` should become a client-side navigation, as Next's Link decides
 * it: a list of many links (the side nav) then needs one delegated handler instead of one Link
 * component per entry, each with its own hooks to render and hydrate.
 */

export interface ClickFacts {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
}

export interface AnchorFacts {
  /** The `href` attribute as written, not the resolved URL. */
  href: string | null;
  target: string;
  hasDownload: boolean;
}

/**
 * The path to push, or null when the browser should follow the link itself: another button or a
 * modifier key (new tab, new window, download), a target other than this frame, a download, an
 * external or protocol-relative URL, a bare hash on this page, or a click something else handled.
 */
export function clientNavigationPath(click: ClickFacts, anchor: AnchorFacts): string | null {
  if (click.defaultPrevented || click.button !== 0) return null;
  if (click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return null;
  if (anchor.hasDownload || (anchor.target !== '' && anchor.target !== '_self')) return null;
  const href = anchor.href;
  if (!href || !href.startsWith('/') || href.startsWith('//')) return null;
  return href;
}

/** A same-site path worth prefetching when the reader shows intent (pointer, touch, focus). */
export function prefetchablePath(href: string | null): string | null {
  if (!href || !href.startsWith('/') || href.startsWith('//')) return null;
  return href.split('#')[0] || null;
}
