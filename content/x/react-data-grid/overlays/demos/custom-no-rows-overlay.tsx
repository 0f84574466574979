import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, GridOverlay } from '@mui/x-data-grid';
import { invoiceColumns } from './invoices';

// An empty inbox drawn inline with SVG and theme colors.
function NoInvoices() {
  return (
    <GridOverlay>
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1 }}>
        <Box component="svg" viewBox="0 0 64 48" sx={{ width: 72, color: 'text.secondary' }} aria-hidden>
          <path d="M4 28 L14 6 H50 L60 28 V44 H4 Z M4 28 H22 L26 34 H38 L42 28 H60" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinejoin="round" />
        </Box>
        <Typography variant="body2">No invoices this month.</Typography>
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          New invoices appear here as soon as they are sent.
        </Typography>
      </Box>
    </GridOverlay>
  );
}

export default function CustomNoRowsOverlay() {
  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGrid rows={[]} columns={invoiceColumns} slots={{ noRowsOverlay: NoInvoices }} hideFooter aria-label="Invoices (none this month)" />
    </Box>
  );
}
