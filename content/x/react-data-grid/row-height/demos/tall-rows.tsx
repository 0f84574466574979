import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

const rows = [
  { id: 1, stop: 'Central station', departs: '07:05' },
  { id: 2, stop: 'Riverside', departs: '07:12' },
  { id: 3, stop: 'Old market', departs: '07:18' },
  { id: 4, stop: 'University', departs: '07:26' },
];

const columns: GridColDef[] = [
  { field: 'stop', headerName: 'Stop', flex: 1 },
  { field: 'departs', headerName: 'Departs', width: 110 },
];

export default function TallRows() {
  const [rowHeight, setRowHeight] = React.useState(64);
  const labelId = React.useId();
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Typography id={labelId} variant="body2">
        Row height: {rowHeight}px
      </Typography>
      <Slider
        aria-labelledby={labelId}
        value={rowHeight}
        min={32}
        max={96}
        step={8}
        onChange={(_, value) => setRowHeight(value as number)}
        sx={{ maxWidth: 260 }}
      />
      <Box sx={{ height: 380 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          rowHeight={rowHeight}
          columnHeaderHeight={48}
          hideFooter
          aria-label="Bus timetable"
        />
      </Box>
    </Stack>
  );
}
