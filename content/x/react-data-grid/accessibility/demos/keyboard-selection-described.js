import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid } from '@mui/x-data-grid';

const rows = [
  'Accessibility audit',
  'Colour tokens',
  'Focus styles',
  'Screen reader pass',
  'Zoom at 200%',
].map((task, index) => ({ id: index + 1, task, hours: 2 + ((index * 3) % 7) }));

const columns = [
  { field: 'task', headerName: 'Task', flex: 1 },
  { field: 'hours', headerName: 'Hours', type: 'number', width: 100 },
];

export default function KeyboardSelectionDescribed() {
  const id = React.useId();
  const [selection, setSelection] = React.useState([]);
  return (
    <Box sx={{ width: '100%' }}>
      <Typography id={`${id}-title`} variant="subtitle1" component="h3">
        Sprint tasks
      </Typography>
      <Typography
        id={`${id}-help`}
        variant="body2"
        color="text.secondary"
        sx={{ mb: 1 }}
      >
        Use the arrow keys to move, Space to select a row, Shift with Up or Down to
        extend the selection, and Enter on a header to sort.
      </Typography>
      <Box sx={{ height: 340 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          checkboxSelection
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          // slotProps.main reaches the element with role="grid" itself.
          slotProps={{
            main: {
              'aria-labelledby': `${id}-title`,
              'aria-describedby': `${id}-help`,
            },
          }}
          hideFooter
        />
      </Box>
      {/* Announced politely when the selection changes. */}
      <Typography variant="body2" role="status" sx={{ mt: 1 }}>
        {selection.length} of {rows.length} tasks selected
      </Typography>
    </Box>
  );
}
