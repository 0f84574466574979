import * as React from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridRenderCellParams } from '@mui/x-data-grid';

interface Goal {
  id: number;
  team: string;
  progress: number;
}

const rows: Goal[] = [
  { id: 1, team: 'Support', progress: 0.82 },
  { id: 2, team: 'Marketing', progress: 0.45 },
  { id: 3, team: 'Engineering', progress: 0.67 },
  { id: 4, team: 'Sales', progress: 0.3 },
];

function ProgressCell({ value, row }: GridRenderCellParams<Goal, number>) {
  const percent = Math.round((value ?? 0) * 100);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, height: '100%', width: '100%' }}>
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-label={`${row.team} progress`}
        sx={{ flex: 1, height: 8, borderRadius: 1 }}
      />
      <Typography variant="body2" sx={{ width: 40, textAlign: 'right' }}>
        {percent}%
      </Typography>
    </Box>
  );
}

const progressColumn: Partial<GridColDef<Goal>> = {
  type: 'number',
  renderCell: (params) => <ProgressCell {...params} />,
  // Sorting and filtering still work on the raw fraction; export gets the formatted percentage.
  valueFormatter: (value?: number) => `${Math.round((value ?? 0) * 100)}%`,
};

const columns: GridColDef<Goal>[] = [
  { field: 'team', headerName: 'Team', width: 140 },
  { ...progressColumn, field: 'progress', headerName: 'Quarterly goal', flex: 1, minWidth: 200 },
];

export default function ProgressBarColumn() {
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{ sorting: { sortModel: [{ field: 'progress', sort: 'desc' }] } }}
        hideFooter
        aria-label="Team goals"
      />
    </Box>
  );
}
