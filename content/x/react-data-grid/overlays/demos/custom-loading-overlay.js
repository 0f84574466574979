import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { DataGrid, GridOverlay } from '@mui/x-data-grid';
import { invoiceColumns, invoices } from './invoices';

// A spinner with words, announced to screen readers as a status.
function SyncingOverlay() {
  return (
    <GridOverlay>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1.5,
          p: 2,
          bgcolor: 'background.paper',
          borderRadius: 1,
          boxShadow: 2,
        }}
      >
        <CircularProgress size={20} aria-hidden />
        <Typography variant="body2">
          Syncing invoices with your accounting app…
        </Typography>
      </Box>
    </GridOverlay>
  );
}

export default function CustomLoadingOverlay() {
  const [loading, setLoading] = React.useState(true);
  return (
    <Box sx={{ width: '100%' }}>
      <Button
        variant="outlined"
        onClick={() => setLoading((value) => !value)}
        sx={{ mb: 1 }}
      >
        {loading ? 'Finish syncing' : 'Sync again'}
      </Button>
      <Box sx={{ height: 300 }}>
        <DataGrid
          rows={invoices}
          columns={invoiceColumns}
          loading={loading}
          slots={{ loadingOverlay: SyncingOverlay }}
          hideFooter
          aria-label="Invoices with a custom loading overlay"
        />
      </Box>
    </Box>
  );
}
