import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid } from '@mui/x-data-grid';

const rows = [
  { id: 1, runner: 'Faith K.', country: 'Kenya', time: 14.2, races: 6 },
  { id: 2, runner: 'Gudaf T.', country: 'Ethiopia', time: 14.0, races: 4 },
  { id: 3, runner: 'Sifan H.', country: 'Netherlands', time: 14.3, races: 7 },
  { id: 4, runner: 'Beatrice C.', country: 'Kenya', time: 14.1, races: 5 },
  { id: 5, runner: 'Nadia B.', country: 'Italy', time: 14.6, races: 8 },
];

const columns = [
  { field: 'runner', headerName: 'Runner', flex: 1 },
  { field: 'country', headerName: 'Country', width: 130 },
  { field: 'time', headerName: 'Best 5,000 m (min)', type: 'number', width: 170 },
  { field: 'races', headerName: 'Races', type: 'number', width: 90 },
];

const fastestFirst = [{ field: 'time', sort: 'asc' }];

export default function LeaderboardSorting() {
  const [sortModel, setSortModel] = React.useState(fastestFirst);
  const described = sortModel.length
    ? sortModel
        .map(
          ({ field, sort }) =>
            `${field} (${sort === 'asc' ? 'ascending' : 'descending'})`,
        )
        .join(', ')
    : 'unsorted';
  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 1 }}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => setSortModel(fastestFirst)}
        >
          Fastest first
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => setSortModel([{ field: 'races', sort: 'desc' }])}
        >
          Most races first
        </Button>
        <Typography variant="body2" role="status">
          Sorted by: {described}
        </Typography>
      </Stack>
      <Box sx={{ height: 340 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          sortModel={sortModel}
          onSortModelChange={setSortModel}
          hideFooter
          aria-label="Leaderboard"
        />
      </Box>
    </Box>
  );
}
