import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid } from '@mui/x-data-grid';
import { taskColumns, tasks } from './tasks';

export default function CellFocusSlotProps() {
  const [where, setWhere] = React.useState('');

  // Each cell element carries its column's field in data-field; its row, the row's id.
  const onFocus = (event: React.FocusEvent<HTMLDivElement>) => {
    const field = event.currentTarget.dataset.field;
    const rowId = event.currentTarget.closest<HTMLElement>('[data-id]')?.dataset.id;
    const column = taskColumns.find((item) => item.field === field);
    setWhere(`${column?.headerName ?? field} of task ${rowId}`);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 360 }}>
        <DataGrid
          rows={tasks}
          columns={taskColumns}
          slotProps={{ cell: { onFocus } }}
          density="compact"
          hideFooter
          aria-label="Tasks that report the focused cell"
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {where ? `Focused: ${where}` : 'Click a cell or move with the arrow keys.'}
      </Typography>
    </Box>
  );
}
