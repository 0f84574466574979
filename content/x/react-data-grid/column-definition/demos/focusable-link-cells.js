import * as React from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { DataGrid } from '@mui/x-data-grid';

const rows = [
  { id: 1, title: 'Release notes 7.2', anchor: 'release-notes' },
  { id: 2, title: 'Migration guide', anchor: 'migration' },
  { id: 3, title: 'Accessibility checklist', anchor: 'accessibility' },
];

const columns = [
  { field: 'title', headerName: 'Document', flex: 1 },
  {
    field: 'anchor',
    headerName: 'Link',
    width: 160,
    sortable: false,
    // tabIndex is 0 only on the focused cell, so Tab leaves the grid instead of
    // stopping at every link; Enter on a focused cell follows the link.
    renderCell: (params) => (
      <Link href={`?doc=${params.value}`} tabIndex={params.tabIndex}>
        Open {params.row.title}
      </Link>
    ),
  },
];

export default function FocusableLinkCells() {
  return (
    <Box sx={{ height: 240, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        aria-label="Documents with links"
      />
    </Box>
  );
}
