/** How often the placeholder asks the dev server for the page again. */
const ASK_AGAIN_MS = 3000;
/** How long Next's own refresh gets to swap the compiled page in before the placeholder reloads. */
const REFRESH_GRACE_MS = 5000;
const PLACEHOLDER_ID = 'dev-page-compiling';

/**
 * Asks for the page every ASK_AGAIN_MS while the placeholder is shown (each answer also reminds
 * the dev script of the page). Once the answer is the page itself, Next's refresh normally swaps it
 * in; only if the placeholder is still there REFRESH_GRACE_MS later does the document reload.
 * Not a timed reload (a `<meta>` refresh, or a script reloading while compiling): a reload already
 * under way when Next's refresh swapped the page in replaced the page the author was reading a
 * moment later, and an edit saved in between never reached the new document. The marker is built
 * at run time so this script's own text does not contain it.
 */
const ASK_UNTIL_COMPILED = `(function () {
  var id = ${JSON.stringify(PLACEHOLDER_ID)};
  var marker = 'id="' + id + '"';
  function shown() { return document.getElementById(id) !== null; }
  function ask() {
    if (!shown()) return;
    fetch(location.href, { cache: 'no-store' })
      .then(function (response) { return response.text(); })
      .then(function (html) {
        if (html.indexOf(marker) !== -1) return setTimeout(ask, ${ASK_AGAIN_MS});
        setTimeout(function () { if (shown()) location.reload(); }, ${REFRESH_GRACE_MS});
      }, function () { setTimeout(ask, ${ASK_AGAIN_MS}); });
  }
  setTimeout(ask, ${ASK_AGAIN_MS});
})();`;

/**
 * What `npm run dev` shows for a page it has not compiled yet: the dev script adds the page to the
 * dev loader map, and Next's refresh after the recompile replaces this with the page. A server
 * component with no client code, so production pages (where it never renders) carry none of it;
 * the inline script runs once, when the server's HTML is parsed.
 */
export function DevPageCompiling({ route }: { route: string }) {
  return (
    <div id={PLACEHOLDER_ID}>
      <script dangerouslySetInnerHTML={{ __html: ASK_UNTIL_COMPILED }} />
      <h1>Compiling {route}</h1>
      <p>The dev server compiles pages as they are opened. This page appears here in a few seconds.</p>
    </div>
  );
}
