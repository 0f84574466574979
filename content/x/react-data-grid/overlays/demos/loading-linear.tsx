import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid } from '@mui/x-data-grid';
import { invoiceColumns, invoices } from './invoices';

export default function LoadingLinear() {
  // Starts idle: MUI X's built-in spinner is an unnamed progressbar inside the grid, which
  // screen readers cannot announce; switch Loading on to see the variant.
  const [loading, setLoading] = React.useState(false);
  const [empty, setEmpty] = React.useState(false);
  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={loading} onChange={(event) => setLoading(event.target.checked)} />}
        label="Loading"
      />
      <FormControlLabel
        control={<Switch checked={empty} onChange={(event) => setEmpty(event.target.checked)} />}
        label="No rows yet"
      />
      <Box sx={{ height: 300 }}>
        <DataGrid
          rows={empty ? [] : invoices}
          columns={invoiceColumns}
          loading={loading}
          slotProps={{ loadingOverlay: { variant: 'linear-progress', noRowsVariant: 'linear-progress' } }}
          hideFooter
          aria-label="Invoices loading with the linear-progress variant"
        />
      </Box>
    </Box>
  );
}
