import type { ReactNode } from 'react';

/**
 * A table that scrolls sideways on narrow screens, as plain server-rendered HTML: MUI's Table
 * components are client components, and every one the docs route can reach ships in the JS of
 * every docs page (docs/decisions/0005-demo-loading.md). The region is focusable so keyboard readers
 * can scroll it.
 */
export function ScrollTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="mdx-table" tabIndex={0} role="region" aria-label={label}>
      <table>{children}</table>
    </div>
  );
}
