import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DataGrid } from '@mui/x-data-grid';

const allRows = [
  { id: 1, file: 'report-q1.pdf', size: 482 },
  { id: 2, file: 'logo.svg', size: 12 },
  { id: 3, file: 'budget.xlsx', size: 96 },
];

const columns = [
  { field: 'file', headerName: 'File', flex: 1 },
  { field: 'size', headerName: 'Size (KB)', type: 'number', width: 120 },
];

function EmptyFolder() {
  return (
    <Box
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 1,
      }}
    >
      <Typography variant="body2">This folder is empty.</Typography>
      <Button size="small" variant="outlined">
        Upload a file
      </Button>
    </Box>
  );
}

const noMatch = { items: [{ field: 'file', operator: 'contains', value: 'zzz' }] };

export default function OverlayStates() {
  const [state, setState] = React.useState('skeleton');
  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={state}
        onChange={(_event, value) => value && setState(value)}
        aria-label="Grid state"
        sx={{ mb: 1, flexWrap: 'wrap' }}
      >
        <ToggleButton value="loading">Loading</ToggleButton>
        <ToggleButton value="skeleton">Skeleton</ToggleButton>
        <ToggleButton value="empty">Empty</ToggleButton>
        <ToggleButton value="no-results">No results</ToggleButton>
        <ToggleButton value="loaded">Loaded</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 280 }}>
        <DataGrid
          rows={state === 'empty' || state === 'skeleton' ? [] : allRows}
          columns={columns}
          loading={state === 'loading' || state === 'skeleton'}
          filterModel={state === 'no-results' ? noMatch : { items: [] }}
          slots={{ noRowsOverlay: EmptyFolder }}
          slotProps={{
            loadingOverlay: {
              variant: state === 'skeleton' ? 'skeleton' : 'linear-progress',
              noRowsVariant: state === 'skeleton' ? 'skeleton' : 'linear-progress',
            },
          }}
          hideFooter
          aria-label="Files"
        />
      </Box>
    </Box>
  );
}
