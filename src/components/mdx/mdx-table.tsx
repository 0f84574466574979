import type { ComponentPropsWithoutRef } from 'react';
import { ScrollTable } from './scroll-table';

/** Markdown tables: header cells scoped to their column, the whole table scrolling sideways. */
export const mdxTableComponents = {
  table: ({ children }: ComponentPropsWithoutRef<'table'>) => (
    <ScrollTable label="Table">{children}</ScrollTable>
  ),
  th: ({ children, style }: ComponentPropsWithoutRef<'th'>) => (
    <th scope="col" style={style}>
      {children}
    </th>
  ),
};
