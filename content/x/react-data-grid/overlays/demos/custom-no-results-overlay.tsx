import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridOverlay,
  gridFilterModelSelector,
  useGridApiContext,
  useGridApiRef,
  useGridSelector,
} from '@mui/x-data-grid';
import { invoiceColumns, invoices } from './invoices';

// Says which filters emptied the grid. It reads them through the grid's API context; the way out
// is a button outside the grid, since a grid may only hold rows and cells as controls.
function NothingMatches() {
  const apiRef = useGridApiContext();
  const { items } = useGridSelector(apiRef, gridFilterModelSelector);
  const filters = items.map((item) => `${item.field} ${item.operator} ${item.value}`).join(', ');
  return (
    <GridOverlay>
      <Typography variant="body2">No invoice matches {filters || 'the search'}.</Typography>
    </GridOverlay>
  );
}

export default function CustomNoResultsOverlay() {
  const apiRef = useGridApiRef();
  return (
    <Box sx={{ width: '100%' }}>
      <Button
        size="small"
        variant="outlined"
        sx={{ mb: 1 }}
        onClick={() => apiRef.current.setFilterModel({ items: [] })}
      >
        Clear filters
      </Button>
      <Box sx={{ height: 300 }}>
        <DataGrid
          apiRef={apiRef}
          rows={invoices}
          columns={invoiceColumns}
          slots={{ noResultsOverlay: NothingMatches }}
          initialState={{
            filter: { filterModel: { items: [{ field: 'total', operator: '>', value: 5000 }] } },
          }}
          hideFooter
          aria-label="Invoices over 5,000 euros"
        />
      </Box>
    </Box>
  );
}
