import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridToolbarContainer,
  GridToolbarDensitySelector,
  GridToolbarColumnsButton,
} from '@mui/x-data-grid';

const rows = [
  { id: 1, route: '14', from: 'Harbour', to: 'University', every: 8 },
  { id: 2, route: '22', from: 'Old Town', to: 'Airport', every: 15 },
  { id: 3, route: '5', from: 'Stadium', to: 'Hospital', every: 10 },
  { id: 4, route: 'N2', from: 'Central', to: 'Lakeside', every: 30 },
];

const columns = [
  { field: 'route', headerName: 'Route', width: 90 },
  { field: 'from', headerName: 'From', flex: 1 },
  { field: 'to', headerName: 'To', flex: 1 },
  { field: 'every', headerName: 'Every (min)', type: 'number', width: 120 },
];

function Toolbar() {
  return (
    <GridToolbarContainer>
      <GridToolbarColumnsButton />
      <GridToolbarDensitySelector />
    </GridToolbarContainer>
  );
}

export default function KeyboardFriendlyGrid() {
  const headingId = React.useId();
  return (
    <Box sx={{ width: '100%' }}>
      <Typography id={headingId} variant="subtitle1" component="h3" gutterBottom>
        Bus routes
      </Typography>
      <Box sx={{ height: 330 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          density="comfortable"
          slots={{ toolbar: Toolbar }}
          hideFooter
          aria-labelledby={headingId}
        />
      </Box>
    </Box>
  );
}
