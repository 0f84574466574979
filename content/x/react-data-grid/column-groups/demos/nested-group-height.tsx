import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColumnGroupingModel } from '@mui/x-data-grid';
import { resultColumns, results } from './results';

// Two levels of groups: a half-year around the two quarters.
const grouping: GridColumnGroupingModel = [
  {
    groupId: 'h1',
    headerName: 'First half',
    children: [
      { groupId: 'q1', headerName: 'Q1', children: [{ field: 'q1Sales' }, { field: 'q1Costs' }] },
      { groupId: 'q2', headerName: 'Q2', children: [{ field: 'q2Sales' }, { field: 'q2Costs' }] },
    ],
  },
];

export default function NestedGroupHeight() {
  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGrid
        rows={results}
        columns={resultColumns}
        columnGroupingModel={grouping}
        // Group rows are compact; the column header row keeps its default height.
        columnGroupHeaderHeight={36}
        hideFooter
        aria-label="Store results by half-year and quarter"
      />
    </Box>
  );
}
