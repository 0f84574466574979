import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid } from '@mui/x-data-grid';
import { invoiceColumns, invoices } from './invoices';

export default function LoadingSkeleton() {
  const [loading, setLoading] = React.useState(true);
  const [empty, setEmpty] = React.useState(false);
  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={loading}
            onChange={(event) => setLoading(event.target.checked)}
          />
        }
        label="Loading"
      />
      <FormControlLabel
        control={
          <Switch
            checked={empty}
            onChange={(event) => setEmpty(event.target.checked)}
          />
        }
        label="No rows yet"
      />
      <Box sx={{ height: 300 }}>
        <DataGrid
          rows={empty ? [] : invoices}
          columns={invoiceColumns}
          loading={loading}
          slotProps={{
            loadingOverlay: { variant: 'skeleton', noRowsVariant: 'skeleton' },
          }}
          hideFooter
          aria-label="Invoices loading with the skeleton variant"
        />
      </Box>
    </Box>
  );
}
