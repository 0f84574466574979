import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridToolbarContainer, GridToolbarQuickFilter } from '@mui/x-data-grid';
import { invoiceColumns, invoices } from './invoices';

function SearchToolbar() {
  return (
    <GridToolbarContainer>
      <GridToolbarQuickFilter />
    </GridToolbarContainer>
  );
}

export default function DefaultNoResults() {
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid
        rows={invoices}
        columns={invoiceColumns}
        slots={{ toolbar: SearchToolbar }}
        // Starts with a search that matches nothing.
        initialState={{ filter: { filterModel: { items: [], quickFilterValues: ['Bakeries'] } } }}
        hideFooter
        aria-label="Invoices filtered by a search"
      />
    </Box>
  );
}
