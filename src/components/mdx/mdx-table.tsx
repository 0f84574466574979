import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ComponentPropsWithoutRef } from 'react';

/** Markdown tables as MUI tables, scrolling sideways on narrow screens. */
export const mdxTableComponents = {
  table: ({ children }: ComponentPropsWithoutRef<'table'>) => (
    <TableContainer className="mdx-table" tabIndex={0} role="region" aria-label="Table">
      <Table size="small">{children}</Table>
    </TableContainer>
  ),
  thead: ({ children }: ComponentPropsWithoutRef<'thead'>) => <TableHead>{children}</TableHead>,
  tbody: ({ children }: ComponentPropsWithoutRef<'tbody'>) => <TableBody>{children}</TableBody>,
  tr: ({ children }: ComponentPropsWithoutRef<'tr'>) => <TableRow>{children}</TableRow>,
  th: ({ children, style }: ComponentPropsWithoutRef<'th'>) => (
    <TableCell component="th" scope="col" style={style}>
      {children}
    </TableCell>
  ),
  td: ({ children, style }: ComponentPropsWithoutRef<'td'>) => (
    <TableCell style={style}>{children}</TableCell>
  ),
};
