/**
 * What `npm run dev` shows for a page it has not compiled yet: the dev script adds the page to
 * the dev loader map, and Next's dev server replaces this with the page once it has compiled it.
 */
export function DevPageCompiling({ route }: { route: string }) {
  return (
    <div>
      <h1>Compiling {route}</h1>
      <p>The dev server compiles pages as they are opened. This page appears here in a few seconds.</p>
    </div>
  );
}
