/** How often the placeholder reloads; each load also reminds the dev script of the page. */
const ASK_AGAIN_MS = 3000;
const PLACEHOLDER_ID = 'dev-page-compiling';

/**
 * Reloads the document if the placeholder is still there when the time is up. Not a `<meta>`
 * refresh: the browser schedules that once the document is parsed and keeps it when the element
 * goes, so when Next's refresh had already swapped the page in, the author's open page reloaded
 * under them a moment later, and an edit saved meanwhile never reached the new document.
 */
const RELOAD_WHILE_SHOWN = `setTimeout(function () {
  if (document.getElementById(${JSON.stringify(PLACEHOLDER_ID)})) location.reload();
}, ${ASK_AGAIN_MS});`;

/**
 * What `npm run dev` shows for a page it has not compiled yet: the dev script adds the page to the
 * dev loader map, and Next's refresh after the recompile usually replaces this with the page. The
 * reload covers a recompile that missed the new map. A server component with no client code, so
 * production pages (where it never renders) carry none of it; the inline script runs once, when
 * the server's HTML is parsed.
 */
export function DevPageCompiling({ route }: { route: string }) {
  return (
    <div id={PLACEHOLDER_ID}>
      <script dangerouslySetInnerHTML={{ __html: RELOAD_WHILE_SHOWN }} />
      <h1>Compiling {route}</h1>
      <p>The dev server compiles pages as they are opened. This page appears here in a few seconds.</p>
    </div>
  );
}
