import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, useGridApiRef } from '@mui/x-data-grid';

const priorities = ['Low', 'Medium', 'High', 'Urgent'];

const rows = Array.from({ length: 10 }, (_, index) => ({
  id: index + 1,
  task: `Task ${index + 1}`,
  priority: priorities[(index * 3) % priorities.length],
}));

const columns = [
  { field: 'task', headerName: 'Task', flex: 1 },
  {
    field: 'priority',
    headerName: 'Priority',
    width: 140,
    // Readers cannot sort or filter this column from its header or the filter panel…
    sortable: false,
    filterable: false,
    // …but the API still can, using this comparator.
    sortComparator: (a, b) => priorities.indexOf(a) - priorities.indexOf(b),
  },
];

export default function SortLockedColumnByApi() {
  const apiRef = useGridApiRef();
  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" sx={{ mb: 1 }}>
        <Button
          size="small"
          variant="outlined"
          onClick={() =>
            apiRef.current.setSortModel([{ field: 'priority', sort: 'desc' }])
          }
        >
          Most urgent first
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() =>
            apiRef.current.setFilterModel({
              items: [{ field: 'priority', operator: 'equals', value: 'Urgent' }],
            })
          }
        >
          Only urgent
        </Button>
        <Button
          size="small"
          onClick={() => {
            apiRef.current.setSortModel([]);
            apiRef.current.setFilterModel({ items: [] });
          }}
        >
          Reset
        </Button>
      </Stack>
      <Box sx={{ height: 400 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          hideFooter
          aria-label="Tasks by priority"
        />
      </Box>
    </Box>
  );
}
