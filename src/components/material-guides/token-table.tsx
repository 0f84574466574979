import type { ReactNode } from 'react';
import { ScrollTable } from '@/components/mdx/scroll-table';

/**
 * A small, scrollable, labelled table in the markdown tables' style; rows are arrays of cells.
 * Plain HTML (ScrollTable), not MUI's Table client components: see ScrollTable for why.
 */
export function TokenTable({
  label,
  columns,
  rows,
}: {
  label: string;
  columns: string[];
  rows: Array<{ key: string; cells: ReactNode[] }>;
}) {
  return (
    <ScrollTable label={label}>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} data-token={row.key}>
            {row.cells.map((cell, index) => (
              <td key={index}>{cell}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}
