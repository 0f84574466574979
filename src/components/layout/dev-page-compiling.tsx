/** How often the placeholder reloads; each load also reminds the dev script of the page. */
const ASK_AGAIN_S = 3;

/**
 * What `npm run dev` shows for a page it has not compiled yet: the dev script adds the page to the
 * dev loader map, and Next's refresh after the recompile usually replaces this with the page. The
 * reload covers a recompile that missed the new map. A server component with no client code, so
 * production pages (where it never renders) carry none of it.
 */
export function DevPageCompiling({ route }: { route: string }) {
  return (
    <div>
      <meta httpEquiv="refresh" content={String(ASK_AGAIN_S)} />
      <h1>Compiling {route}</h1>
      <p>The dev server compiles pages as they are opened. This page appears here in a few seconds.</p>
    </div>
  );
}
