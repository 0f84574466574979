import type { ReactNode } from 'react';

/** A top-level section of an API page, named by its heading (the heading's id is its anchor). */
export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}
