import type { ReactNode } from 'react';

/**
 * Templates are whole pages of their own: this route group sits outside (docs)/[product], so no
 * docs app bar or side nav wraps them. The root layout still gives them the site theme, so each
 * template's mode switch and the reader's settings work as on the docs.
 */
export default function TemplatesLayout({ children }: { children: ReactNode }) {
  return children;
}
