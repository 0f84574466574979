import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid } from '@mui/x-data-grid';

function HeaderWithUnit({ title, unit }) {
  return (
    <Stack direction="row" spacing={0.5} alignItems="baseline">
      <Typography variant="body2" fontWeight={600}>
        {title}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        ({unit})
      </Typography>
    </Stack>
  );
}

const columns = [
  { field: 'peak', headerName: 'Peak', flex: 1, headerClassName: 'peak-header' },
  {
    field: 'height',
    headerName: 'Height in metres',
    type: 'number',
    width: 150,
    description: 'Height above sea level',
    renderHeader: () => <HeaderWithUnit title="Height" unit="m" />,
  },
  {
    field: 'prominence',
    headerName: 'Prominence in metres',
    type: 'number',
    width: 170,
    renderHeader: () => <HeaderWithUnit title="Prominence" unit="m" />,
  },
];

const rows = [
  { id: 1, peak: 'Aconcagua', height: 6961, prominence: 6961 },
  { id: 2, peak: 'Denali', height: 6190, prominence: 6144 },
  { id: 3, peak: 'Kilimanjaro', height: 5895, prominence: 5885 },
];

export default function UnitHeaders() {
  return (
    <Box
      sx={{
        height: 260,
        width: '100%',
        '& .peak-header': { bgcolor: 'action.hover' },
      }}
    >
      <DataGrid
        rows={rows}
        columns={columns}
        columnHeaderHeight={64}
        hideFooter
        aria-label="Mountain peaks"
      />
    </Box>
  );
}
