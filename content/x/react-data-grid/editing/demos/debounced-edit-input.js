import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, GridEditInputCell } from '@mui/x-data-grid';

const rows = [
  { id: 1, username: 'river_otter' },
  { id: 2, username: 'night.owl' },
  { id: 3, username: 'sandpiper42' },
];

export default function DebouncedEditInput() {
  const [checks, setChecks] = React.useState(0);

  // Memoised: the column callbacks stay the same while the counter re-renders the demo.
  const columns = React.useMemo(
    () => [
      {
        field: 'username',
        headerName: 'Username',
        flex: 1,
        editable: true,
        // Counts how often the value reaches the grid's edit state.
        preProcessEditCellProps: (params) => {
          setChecks((count) => count + 1);
          return {
            ...params.props,
            error: !/^[a-z0-9._]{3,}$/.test(String(params.props.value)),
          };
        },
        // The typed value reaches the grid 400 ms after the last key press.
        renderEditCell: (params) => (
          <GridEditInputCell {...params} debounceMs={400} />
        ),
      },
    ],
    [],
  );

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Typography variant="body2" color="text.secondary" role="status">
        Validation has run {checks} {checks === 1 ? 'time' : 'times'}.
      </Typography>
      <Box sx={{ height: 240 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          hideFooter
          aria-label="Usernames validated after typing pauses"
        />
      </Box>
    </Stack>
  );
}
