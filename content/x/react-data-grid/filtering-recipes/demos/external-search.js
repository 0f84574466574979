import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  gridFilteredTopLevelRowCountSelector,
  useGridApiRef,
} from '@mui/x-data-grid';

const rows = [
  { id: 1, name: 'Ferris wheel', park: 'Prater', city: 'Vienna' },
  { id: 2, name: 'Rutschebanen', park: 'Tivoli', city: 'Copenhagen' },
  { id: 3, name: 'Dämonen', park: 'Tivoli', city: 'Copenhagen' },
  { id: 4, name: 'Blue Fire', park: 'Europa-Park', city: 'Rust' },
  { id: 5, name: 'Silver Star', park: 'Europa-Park', city: 'Rust' },
];

const columns = [
  { field: 'name', headerName: 'Ride', flex: 1 },
  { field: 'park', headerName: 'Park', flex: 1 },
  { field: 'city', headerName: 'City', flex: 1 },
];

export default function ExternalSearch() {
  const apiRef = useGridApiRef();
  const [search, setSearch] = React.useState('');
  const [count, setCount] = React.useState(rows.length);
  const words = search.split(' ').filter(Boolean);
  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} alignItems="center" sx={{ mb: 1 }}>
        <TextField
          size="small"
          label="Search rides"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <Typography variant="body2" role="status">
          {count} of {rows.length} rides
        </Typography>
      </Stack>
      <Box sx={{ height: 330 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          filterModel={{ items: [], quickFilterValues: words }}
          onStateChange={() =>
            setCount(gridFilteredTopLevelRowCountSelector(apiRef))
          }
          hideFooter
          aria-label="Rides"
        />
      </Box>
    </Box>
  );
}
