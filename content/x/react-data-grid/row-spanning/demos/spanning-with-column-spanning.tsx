import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

interface Stage {
  id: number;
  phase: string;
  task: string;
  owner: string;
  days: number;
  note?: string;
}

const stages: Stage[] = [
  { id: 1, phase: 'Design', task: 'Wireframes', owner: 'Noor', days: 3 },
  { id: 2, phase: 'Design', task: 'Visual design', owner: 'Noor', days: 4 },
  { id: 3, phase: 'Build', task: 'Front end', owner: 'Tomás', days: 8 },
  { id: 4, phase: 'Build', task: 'API', owner: 'Ingrid', days: 6 },
  { id: 5, phase: 'Build', task: 'Milestone review', owner: '', days: 0, note: 'Milestone review with the client' },
];

const columns: GridColDef<Stage>[] = [
  // Row spanning: the phase merges down over its tasks.
  { field: 'phase', headerName: 'Phase', width: 100 },
  {
    field: 'task',
    headerName: 'Task',
    width: 150,
    // Column spanning: a milestone row stretches its note over task, owner and days.
    colSpan: (_value, row) => (row.note ? 3 : 1),
    valueGetter: (value, row) => row.note ?? value,
  },
  { field: 'owner', headerName: 'Owner', width: 110 },
  { field: 'days', headerName: 'Days', type: 'number', width: 80 },
];

export default function SpanningWithColumnSpanning() {
  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGrid
        rows={stages}
        columns={columns}
        unstable_rowSpanning
        showCellVerticalBorder
        disableColumnSorting
        disableRowSelectionOnClick
        hideFooter
        aria-label="Project plan"
      />
    </Box>
  );
}
