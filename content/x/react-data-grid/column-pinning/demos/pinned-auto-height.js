import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro } from '@mui/x-data-grid-pro';

const rows = [
  {
    id: 1,
    trail: 'West Highland Way',
    notes:
      'Ninety-six miles from Milngavie to Fort William; book rooms early in summer and carry midge repellent.',
    km: 154,
    days: 7,
    ascent: 3800,
    season: 'April to October',
  },
  {
    id: 2,
    trail: 'Camino Portugués',
    notes: 'Waymarked with yellow arrows.',
    km: 240,
    days: 12,
    ascent: 4100,
    season: 'All year',
  },
  {
    id: 3,
    trail: 'Kungsleden',
    notes:
      'Huts every day or so, boat crossings on several lakes, and long daylight in midsummer.',
    km: 440,
    days: 28,
    ascent: 8600,
    season: 'Late June to September',
  },
];

const columns = [
  { field: 'trail', headerName: 'Trail', width: 150 },
  { field: 'km', headerName: 'Km', type: 'number', width: 90 },
  { field: 'days', headerName: 'Days', type: 'number', width: 90 },
  { field: 'ascent', headerName: 'Ascent (m)', type: 'number', width: 120 },
  { field: 'season', headerName: 'Season', width: 180 },
  // Pinned and wrapping: the scrolling columns take on its height.
  { field: 'notes', headerName: 'Notes', width: 260 },
];

export default function PinnedAutoHeight() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        getRowHeight={() => 'auto'}
        initialState={{ pinnedColumns: { left: ['trail'], right: ['notes'] } }}
        sx={{
          '& .MuiDataGrid-cell': { py: 1, whiteSpace: 'normal', lineHeight: 1.5 },
        }}
        hideFooter
        aria-label="Long-distance trails"
      />
    </Box>
  );
}
