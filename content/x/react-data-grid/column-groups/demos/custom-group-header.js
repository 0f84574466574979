import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid } from '@mui/x-data-grid';
import { resultColumns, results } from './results';

// Draws a group's header: its name and, in smaller text, its description.
function QuarterHeader(params) {
  return (
    <Box sx={{ lineHeight: 1.2 }}>
      <Typography variant="subtitle2" component="span" sx={{ display: 'block' }}>
        {params.headerName}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {params.description}
      </Typography>
    </Box>
  );
}

const grouping = [
  {
    groupId: 'q1',
    headerName: 'Q1',
    description: 'January to March',
    renderHeaderGroup: QuarterHeader,
    headerClassName: 'quarter-group',
    children: [{ field: 'q1Sales' }, { field: 'q1Costs' }],
  },
  {
    groupId: 'q2',
    headerName: 'Q2',
    description: 'April to June',
    renderHeaderGroup: QuarterHeader,
    headerClassName: 'quarter-group',
    children: [{ field: 'q2Sales' }, { field: 'q2Costs' }],
  },
];

export default function CustomGroupHeader() {
  return (
    <Box
      sx={{
        height: 320,
        width: '100%',
        '& .quarter-group': { bgcolor: 'action.hover' },
      }}
    >
      <DataGrid
        rows={results}
        columns={resultColumns}
        columnGroupingModel={grouping}
        columnGroupHeaderHeight={56}
        hideFooter
        aria-label="Store results by quarter"
      />
    </Box>
  );
}
