import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef, GridToolbar } from '@mui/x-data-grid';
import { toolColumns, toolRows } from './tools';

// The tool name and depot cannot be filtered: they are missing from the panel's column list
// and their menus have no "Filter" item.
const columns: GridColDef[] = toolColumns.map((column) =>
  column.field === 'tool' || column.field === 'depot' ? { ...column, filterable: false } : column,
);

export default function UnfilterableColumns() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={toolRows}
        columns={columns}
        slots={{ toolbar: GridToolbar }}
        hideFooter
        aria-label="Tools; only kind, availability and rate can be filtered"
      />
    </Box>
  );
}
