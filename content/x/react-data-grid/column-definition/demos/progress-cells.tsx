import * as React from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridRenderCellParams } from '@mui/x-data-grid';

function ProgressCell({ value, row }: GridRenderCellParams<{ goal: string }, number>) {
  const percent = value ?? 0;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, width: '100%', height: '100%' }}>
      <LinearProgress
        variant="determinate"
        value={percent}
        color={percent >= 100 ? 'success' : 'primary'}
        sx={{ flex: 1, height: 8, borderRadius: 4 }}
        aria-label={`${row.goal} progress`}
      />
      {/* The number stays visible as text, so the bar is not the only signal. */}
      <Typography variant="body2" sx={{ width: 40, textAlign: 'right' }}>
        {percent}%
      </Typography>
    </Box>
  );
}

const rows = [
  { id: 1, goal: 'Read 24 books', progress: 58 },
  { id: 2, goal: 'Run a half marathon', progress: 100 },
  { id: 3, goal: 'Learn 500 Greek words', progress: 31 },
];

const columns: GridColDef[] = [
  { field: 'goal', headerName: 'Goal', flex: 1, minWidth: 180 },
  { field: 'progress', headerName: 'Progress', type: 'number', width: 220, renderCell: (params) => <ProgressCell {...params} /> },
];

export default function ProgressCells() {
  return (
    <Box sx={{ height: 240, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter aria-label="Yearly goals and their progress" />
    </Box>
  );
}
