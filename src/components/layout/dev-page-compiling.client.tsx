'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';

/** How often the placeholder asks the server again; each ask also reminds the dev script. */
const ASK_AGAIN_MS = 3000;

/**
 * What `npm run dev` shows for a page it has not compiled yet: the dev script adds the page to
 * the dev loader map, and this placeholder refreshes itself until the server renders the page.
 * Next's own refresh after the recompile usually comes first; asking again covers a recompile that
 * missed the new map.
 */
export function DevPageCompiling({ route }: { route: string }) {
  const router = useRouter();
  useEffect(() => {
    const timer = setInterval(() => router.refresh(), ASK_AGAIN_MS);
    return () => clearInterval(timer);
  }, [router]);
  return (
    <div>
      <h1>Compiling {route}</h1>
      <p>The dev server compiles pages as they are opened. This page appears here in a few seconds.</p>
    </div>
  );
}
