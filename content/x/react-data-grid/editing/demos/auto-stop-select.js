import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import { DataGrid, useGridApiContext } from '@mui/x-data-grid';

const priorities = ['Low', 'Medium', 'High', 'Urgent'];

function PrioritySelect({ id, field, value, colDef }) {
  const apiRef = useGridApiContext();
  const handleChange = async (event) => {
    // Wait for the value to land in the edit state, then leave edit mode: one pick commits.
    await apiRef.current.setEditCellValue({ id, field, value: event.target.value });
    apiRef.current.stopCellEditMode({ id, field });
  };
  return (
    <Select
      value={value ?? ''}
      onChange={handleChange}
      size="small"
      fullWidth
      autoFocus
      defaultOpen
      inputProps={{ 'aria-label': colDef.headerName }}
      sx={{ height: 1, '& fieldset': { border: 0 } }}
    >
      {priorities.map((priority) => (
        <MenuItem key={priority} value={priority}>
          {priority}
        </MenuItem>
      ))}
    </Select>
  );
}

const rows = [
  { id: 1, ticket: 'Printer on floor 2 jams', priority: 'Low' },
  { id: 2, ticket: 'VPN drops every hour', priority: 'High' },
  { id: 3, ticket: 'New starter needs a laptop', priority: 'Medium' },
];

const columns = [
  { field: 'ticket', headerName: 'Ticket', flex: 1, minWidth: 180 },
  {
    field: 'priority',
    headerName: 'Priority',
    width: 140,
    editable: true,
    renderEditCell: (params) => <PrioritySelect {...params} />,
  },
];

export default function AutoStopSelect() {
  return (
    <Box sx={{ height: 240, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        aria-label="Support tickets"
      />
    </Box>
  );
}
