import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPro, GridDataSourceCacheDefault } from '@mui/x-data-grid-pro';
import { queryBooks, wait } from './mock-server';

const columns = [
  { field: 'title', headerName: 'Title', flex: 1, sortable: false },
  { field: 'author', headerName: 'Author', width: 140, sortable: false },
];

function makeCache(choice) {
  if (choice === 'short') {
    // Entries go stale after 10 seconds instead of 5 minutes.
    return new GridDataSourceCacheDefault({ ttl: 10_000 });
  }
  if (choice === 'none') {
    return null;
  }
  return undefined; // The grid's default cache.
}

export default function CacheOptions() {
  const labelId = React.useId();
  const [choice, setChoice] = React.useState('default');
  const [requests, setRequests] = React.useState(0);

  const dataSource = React.useMemo(
    () => ({
      getRows: async ({ paginationModel, sortModel, filterModel }) => {
        setRequests((count) => count + 1);
        await wait(300);
        return queryBooks({ sortModel, filterModel, ...paginationModel });
      },
    }),
    [],
  );

  const cache = React.useMemo(() => makeCache(choice), [choice]);

  return (
    <Stack spacing={1}>
      <Alert severity="info">
        Mock data source: a simulated server in your browser.
      </Alert>
      <Stack direction="row" spacing={2} alignItems="center">
        <FormControl size="small" sx={{ width: 220 }}>
          <InputLabel id={labelId}>Cache</InputLabel>
          <Select
            labelId={labelId}
            label="Cache"
            value={choice}
            onChange={(event) => {
              setChoice(event.target.value);
              setRequests(0);
            }}
          >
            <MenuItem value="default">Default (5 minutes)</MenuItem>
            <MenuItem value="short">Custom (10 seconds)</MenuItem>
            <MenuItem value="none">No cache</MenuItem>
          </Select>
        </FormControl>
        <Typography variant="body2" color="text.secondary" role="status">
          Requests sent to the mock server: {requests}
        </Typography>
      </Stack>
      <Box sx={{ height: 380 }}>
        <DataGridPro
          // A new cache setting needs a new grid.
          key={choice}
          columns={columns}
          unstable_dataSource={dataSource}
          unstable_dataSourceCache={cache}
          pagination
          pageSizeOptions={[10]}
          initialState={{
            pagination: { paginationModel: { page: 0, pageSize: 10 } },
          }}
          density="compact"
          aria-label="Books, cached by page"
        />
      </Box>
    </Stack>
  );
}
