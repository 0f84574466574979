import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro } from '@mui/x-data-grid-pro';

const files = [
  { id: 1, path: ['design'] },
  { id: 2, path: ['design', 'logo.svg'], sizeKb: 14 },
  { id: 3, path: ['design', 'icons'] },
  { id: 4, path: ['design', 'icons', 'arrow.svg'], sizeKb: 2 },
  { id: 5, path: ['design', 'icons', 'home.svg'], sizeKb: 3 },
  { id: 6, path: ['src'] },
  { id: 7, path: ['src', 'index.ts'], sizeKb: 6 },
  { id: 8, path: ['src', 'app.tsx'], sizeKb: 21 },
  // No row for 'docs' itself: the grid creates that parent.
  { id: 9, path: ['docs', 'readme.md'], sizeKb: 9 },
];

const sizeOf = (prefix) =>
  files
    .filter((file) => prefix.every((part, index) => file.path[index] === part))
    .reduce((sum, file) => sum + (file.sizeKb ?? 0), 0);

const columns = [
  {
    field: 'size',
    headerName: 'Size (KB)',
    type: 'number',
    width: 120,
    // Parents the grid generates ("docs") have no row data of their own: leave them blank.
    valueGetter: (_value, row) => row.sizeKb ?? (row.path ? sizeOf(row.path) : null),
  },
];

const getTreeDataPath = (row) => row.path;
const groupingColDef = { headerName: 'Name', flex: 1 };

export default function FileTree() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPro
        treeData
        rows={files}
        columns={columns}
        getTreeDataPath={getTreeDataPath}
        groupingColDef={groupingColDef}
        defaultGroupingExpansionDepth={1}
        hideFooter
        aria-label="Project files"
      />
    </Box>
  );
}
