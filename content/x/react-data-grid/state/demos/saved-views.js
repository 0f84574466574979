import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { DataGrid, GridToolbar, useGridApiRef } from '@mui/x-data-grid';

const rows = Array.from({ length: 30 }, (_, index) => ({
  id: index + 1,
  title: `Issue ${index + 1}`,
  label: ['bug', 'docs', 'feature'][index % 3],
  votes: (index * 17) % 50,
}));

const columns = [
  { field: 'title', headerName: 'Title', flex: 1 },
  { field: 'label', headerName: 'Label', width: 110 },
  { field: 'votes', headerName: 'Votes', type: 'number', width: 100 },
];

export default function SavedViews() {
  const apiRef = useGridApiRef();
  const [views, setViews] = React.useState([]);
  const save = () =>
    setViews((previous) => [
      ...previous,
      { name: `View ${previous.length + 1}`, state: apiRef.current.exportState() },
    ]);
  return (
    <Box sx={{ width: '100%' }}>
      <Stack
        direction="row"
        spacing={1}
        alignItems="center"
        sx={{ mb: 1, flexWrap: 'wrap', gap: 1 }}
      >
        <Button size="small" variant="contained" onClick={save}>
          Save current view
        </Button>
        {views.map((view) => (
          <Chip
            key={view.name}
            label={view.name}
            onClick={() => apiRef.current.restoreState(view.state)}
          />
        ))}
      </Stack>
      <Box sx={{ height: 380 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          slots={{ toolbar: GridToolbar }}
          pageSizeOptions={[10]}
          initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
          density="compact"
          aria-label="Issues"
        />
      </Box>
    </Box>
  );
}
