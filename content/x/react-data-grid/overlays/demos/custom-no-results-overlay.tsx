import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { DataGrid, GridOverlay, useGridApiContext } from '@mui/x-data-grid';
import { invoiceColumns, invoices } from './invoices';

// Says why the grid is empty and offers the way out.
function NothingMatches() {
  const apiRef = useGridApiContext();
  return (
    <GridOverlay>
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1 }}>
        <Typography variant="body2">No invoice matches the current filters.</Typography>
        <Button size="small" variant="outlined" onClick={() => apiRef.current.setFilterModel({ items: [] })}>
          Clear filters
        </Button>
      </Box>
    </GridOverlay>
  );
}

export default function CustomNoResultsOverlay() {
  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGrid
        rows={invoices}
        columns={invoiceColumns}
        slots={{ noResultsOverlay: NothingMatches }}
        initialState={{ filter: { filterModel: { items: [{ field: 'total', operator: '>', value: 5000 }] } } }}
        hideFooter
        aria-label="Invoices over 5,000 euros"
      />
    </Box>
  );
}
