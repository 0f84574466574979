import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, useGridApiRef } from '@mui/x-data-grid';

const rows = [
  { id: 1, dish: 'Ramen', cuisine: 'Japanese', spicy: false },
  { id: 2, dish: 'Jollof rice', cuisine: 'West African', spicy: true },
  { id: 3, dish: 'Pierogi', cuisine: 'Polish', spicy: false },
  { id: 4, dish: 'Laksa', cuisine: 'Malaysian', spicy: true },
  { id: 5, dish: 'Feijoada', cuisine: 'Brazilian', spicy: false },
];

const columns = [
  { field: 'dish', headerName: 'Dish', flex: 1 },
  { field: 'cuisine', headerName: 'Cuisine', flex: 1 },
  { field: 'spicy', headerName: 'Spicy', type: 'boolean', width: 90 },
];

export default function ApiToolbar() {
  const apiRef = useGridApiRef();
  const [message, setMessage] = React.useState('');
  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap', gap: 1 }}>
        <Button
          size="small"
          variant="outlined"
          onClick={() =>
            apiRef.current.setFilterModel({
              items: [{ field: 'spicy', operator: 'is', value: 'true' }],
            })
          }
        >
          Only spicy
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current.setFilterModel({ items: [] })}
        >
          Clear filter
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current.sortColumn('dish', 'asc')}
        >
          Sort A to Z
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => {
            const picked = apiRef.current.getSortedRowIds()[0];
            apiRef.current.setRowSelectionModel([picked]);
            setMessage(`Tonight: ${apiRef.current.getRow(picked).dish}`);
          }}
        >
          Pick the first
        </Button>
      </Stack>
      <Typography variant="body2" role="status" sx={{ mb: 1 }}>
        {message || 'No dish picked yet.'}
      </Typography>
      <Box sx={{ height: 330 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          hideFooter
          aria-label="Dishes"
        />
      </Box>
    </Box>
  );
}
