import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridToolbar,
  gridFilteredSortedRowEntriesSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid';

function TotalFooter() {
  const apiRef = useGridApiContext();
  const entries = useGridSelector(apiRef, gridFilteredSortedRowEntriesSelector);
  const total = entries.reduce((sum, entry) => sum + entry.model.hours, 0);
  return (
    <Box
      sx={{
        px: 2,
        py: 1.5,
        borderTop: 1,
        borderColor: 'divider',
        display: 'flex',
        justifyContent: 'space-between',
      }}
    >
      <Typography variant="body2">{entries.length} entries shown</Typography>
      <Typography variant="body2" fontWeight={600}>
        Total: {total} h
      </Typography>
    </Box>
  );
}

const rows = [
  { id: 1, project: 'Website redesign', person: 'Olu', hours: 12 },
  { id: 2, project: 'Website redesign', person: 'Marta', hours: 7 },
  { id: 3, project: 'Mobile app', person: 'Olu', hours: 5 },
  { id: 4, project: 'Mobile app', person: 'Sanjay', hours: 9 },
  { id: 5, project: 'Onboarding', person: 'Marta', hours: 3 },
];

const columns = [
  { field: 'project', headerName: 'Project', flex: 1 },
  { field: 'person', headerName: 'Person', width: 120 },
  { field: 'hours', headerName: 'Hours', type: 'number', width: 90 },
];

export default function SummaryFooter() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ footer: TotalFooter, toolbar: GridToolbar }}
        slotProps={{ toolbar: { showQuickFilter: true } }}
        aria-label="Time sheet"
      />
    </Box>
  );
}
