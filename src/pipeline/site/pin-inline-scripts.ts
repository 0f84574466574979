import { createHash } from 'node:crypto';
import { inlineScriptPolicy } from '../../modules/security/csp';
import { htmlAttribute } from './html-attribute';

/**
 * Pins a prerendered page's inline scripts by hash: a `<meta http-equiv="Content-Security-Policy">`
 * at the top of its head lists the SHA-256 of each, so the browser runs those and no other inline
 * script, although the header policy has to allow `'unsafe-inline'`
 * (docs/decisions/0008-security-headers-and-csp.md).
 *
 * The browser hashes a script's text as parsed: the raw characters between the tags (no entity
 * decoding inside <script>), with CR LF and lone CR already turned into LF. Scripts with a `src`
 * are the header's business, and data blocks (JSON and other non-JavaScript types) never run.
 */
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const JS_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);
const CHARSET_META = /<meta charSet="utf-8"\/>|<meta charset="utf-8"\s*\/?>/i;

/** The SHA-256 (base64) of every script in `html` that runs as inline JavaScript, in document order. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes, text] of html.matchAll(SCRIPT)) {
    if (htmlAttribute(attributes, 'src') !== undefined) continue;
    const type = (htmlAttribute(attributes, 'type') ?? '').trim().toLowerCase();
    if (!JS_TYPES.has(type)) continue;
    const parsed = text.replace(/\r\n?/g, '\n');
    hashes.push(createHash('sha256').update(parsed, 'utf8').digest('base64'));
  }
  return hashes;
}

export interface PinnedPage {
  html: string;
  /** Distinct inline scripts pinned (0: the page has none and is returned as it was). */
  pinned: number;
}

const PIN = /<meta http-equiv="Content-Security-Policy" content="[^"]*"\/>/;

/**
 * Adds the hash policy right after the charset declaration, ahead of every script of the page. A pin
 * from an earlier run is replaced (it is not a script, so the hashes are the same).
 */
export function pinInlineScripts(page: string): PinnedPage {
  const html = page.replace(PIN, '');
  const hashes = [...new Set(inlineScriptHashes(html))];
  if (!hashes.length) return { html, pinned: 0 };
  const charset = CHARSET_META.exec(html);
  const firstScript = html.search(/<script\b/i);
  if (!charset || charset.index > firstScript) {
    throw new Error(
      'pin-inline-scripts: no <meta charset> ahead of the first script to put the policy after',
    );
  }
  const at = charset.index + charset[0].length;
  const meta = `<meta http-equiv="Content-Security-Policy" content="${inlineScriptPolicy(hashes)}"/>`;
  return { html: html.slice(0, at) + meta + html.slice(at), pinned: hashes.length };
}
