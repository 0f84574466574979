import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro } from '@mui/x-data-grid-pro';
import { resultColumns, results } from './results';

const grouping = [
  {
    groupId: 'q1',
    headerName: 'Q1 (locked)',
    description: 'Its columns can only move inside the group',
    children: [{ field: 'q1Sales' }, { field: 'q1Costs' }],
  },
  {
    groupId: 'q2',
    headerName: 'Q2 (free)',
    description: 'Its columns can be dragged out of the group',
    freeReordering: true,
    children: [{ field: 'q2Sales' }, { field: 'q2Costs' }],
  },
];

export default function GroupColumnReordering() {
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGridPro
        rows={results}
        columns={resultColumns}
        columnGroupingModel={grouping}
        hideFooter
        aria-label="Store results with reorderable columns"
      />
    </Box>
  );
}
