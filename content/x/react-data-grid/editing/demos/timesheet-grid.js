import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid } from '@mui/x-data-grid';

const initialRows = [
  { id: 1, task: 'Sprint planning', hours: 2, billable: false },
  { id: 2, task: 'Checkout page', hours: 6.5, billable: true },
  { id: 3, task: 'Code review', hours: 1.5, billable: true },
  { id: 4, task: 'Incident follow-up', hours: 3, billable: false },
];

const columns = [
  { field: 'task', headerName: 'Task', flex: 1, minWidth: 160, editable: true },
  {
    field: 'hours',
    headerName: 'Hours',
    type: 'number',
    width: 110,
    editable: true,
  },
  {
    field: 'billable',
    headerName: 'Billable',
    type: 'boolean',
    width: 110,
    editable: true,
  },
];

export default function TimesheetGrid() {
  const [rows, setRows] = React.useState(initialRows);
  const [error, setError] = React.useState(null);

  // Returning the row commits the edit; throwing keeps the old value and reports why.
  const processRowUpdate = (updated) => {
    if (!(updated.hours >= 0 && updated.hours <= 12)) {
      throw new Error(`"${updated.task}": hours must be between 0 and 12.`);
    }
    setRows((current) =>
      current.map((row) => (row.id === updated.id ? updated : row)),
    );
    setError(null);
    return updated;
  };

  const billable = rows
    .filter((row) => row.billable)
    .reduce((sum, row) => sum + row.hours, 0);

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 300 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          processRowUpdate={processRowUpdate}
          onProcessRowUpdateError={(reason) => setError(reason.message)}
          hideFooter
          aria-label="Timesheet"
        />
      </Box>
      <Typography sx={{ mt: 1 }} role="status">
        Billable this week: {billable} h
      </Typography>
      {error && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {error}
        </Alert>
      )}
    </Box>
  );
}
