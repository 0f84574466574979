/**
 * Holds a prerendered page's framework scripts back until the browser has painted the page once.
 *
 * Next 14 names every first-load chunk as `<script src async>`. On a fast link they arrive while the
 * document is still being laid out, and each one then runs before the first paint: the reader waits
 * for about 500 KB of JavaScript to be evaluated before seeing text that was already in the HTML.
 * Here each such tag becomes a low-priority preload (the download still starts from the head, as
 * before) and one inline loader at the end of the body adds the scripts once the first frame is out.
 * Hydration starts one frame later; the page itself shows as soon as its HTML and CSS allow.
 *
 * A tab opened in the background never paints until shown, so there the scripts start at once.
 * Client-side navigation is untouched: later routes' chunks are loaded by webpack as before.
 */
const ASYNC_CHUNK = /<script src="(\/_next\/static\/chunks\/[^"]+\.js)" async=""><\/script>/g;
const PRELOAD = (src: string) => `<link rel="preload" as="script" fetchPriority="low" href="${src}"/>`;
export const AFTER_PAINT_LIST_ID = 'after-paint-scripts';
const LIST_ELEMENT = new RegExp(
  `<script id="${AFTER_PAINT_LIST_ID}" type="application/json">([^<]*)</script>`,
);

/**
 * Runs at the end of parsing. requestAnimationFrame fires just before the first frame is painted and
 * a task queued from it runs after that frame, so the scripts are added once the page is on screen.
 */
const LOADER =
  '(function(){var l=JSON.parse(document.getElementById("' +
  AFTER_PAINT_LIST_ID +
  '").textContent);function go(){l.forEach(function(u){var s=document.createElement("script");' +
  's.src=u;s.async=true;document.body.appendChild(s)})}' +
  'if(document.visibilityState==="hidden")go();else requestAnimationFrame(function(){setTimeout(go,0)})})()';

export interface DeferredPage {
  html: string;
  /** The chunks that now load after the first paint, in document order. */
  deferred: string[];
}

export function deferScriptsToFirstPaint(html: string): DeferredPage {
  const deferred: string[] = [];
  const withoutTags = html.replace(ASYNC_CHUNK, (_tag, src: string) => {
    deferred.push(src);
    // Next already preloads its webpack runtime; a second preload would fetch it twice.
    return html.includes(`href="${src}"`) ? '' : PRELOAD(src);
  });
  if (!deferred.length) return { html, deferred };
  if (!withoutTags.includes('</body>')) throw new Error('defer-scripts: the page has no </body>');
  // JSON in a data block cannot end the element early: a chunk path never contains "<".
  const list = `<script id="${AFTER_PAINT_LIST_ID}" type="application/json">${JSON.stringify(deferred)}</script>`;
  return { html: withoutTags.replace('</body>', `${list}<script>${LOADER}</script></body>`), deferred };
}

/** Every script a page's HTML starts on first load: its deferred chunks and any plain `src` tags. */
export function firstLoadScripts(html: string): string[] {
  const listed = LIST_ELEMENT.exec(html);
  const deferred: string[] = listed ? JSON.parse(listed[1]) : [];
  const tagged = [...html.matchAll(/<script(?![^>]*noModule)[^>]* src="([^"]+\.js)"/g)].map(
    (match) => match[1],
  );
  return [...deferred, ...tagged];
}
