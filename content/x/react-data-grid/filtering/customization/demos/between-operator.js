import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DataGrid, GridToolbar } from '@mui/x-data-grid';

function RangeInput({ item, applyValue }) {
  const [from, to] = item.value ?? ['', ''];
  const update = (next) => applyValue({ ...item, value: next });
  return (
    <Stack direction="row" spacing={1} sx={{ pt: 1 }}>
      <TextField
        label="From"
        type="number"
        size="small"
        variant="standard"
        value={from}
        onChange={(event) => update([event.target.value, to])}
      />
      <TextField
        label="To"
        type="number"
        size="small"
        variant="standard"
        value={to}
        onChange={(event) => update([from, event.target.value])}
      />
    </Stack>
  );
}

// The item's value is an array: [lower bound, upper bound], both inclusive and optional.
const between = {
  label: 'Between',
  value: 'between',
  getApplyFilterFn: (filterItem) => {
    const [from, to] = filterItem.value ?? ['', ''];
    if (from === '' && to === '') return null;
    return (value) =>
      (from === '' || value >= Number(from)) && (to === '' || value <= Number(to));
  },
  InputComponent: RangeInput,
};

const rows = [
  { id: 1, peak: 'Ben Nevis', height: 1345 },
  { id: 2, peak: 'Snowdon', height: 1085 },
  { id: 3, peak: 'Scafell Pike', height: 978 },
  { id: 4, peak: 'Slieve Donard', height: 850 },
  { id: 5, peak: 'Carrauntoohil', height: 1039 },
];

const columns = [
  { field: 'peak', headerName: 'Peak', flex: 1 },
  {
    field: 'height',
    headerName: 'Height (m)',
    type: 'number',
    width: 130,
    filterOperators: [between],
  },
];

export default function BetweenOperator() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ toolbar: GridToolbar }}
        initialState={{
          filter: {
            filterModel: {
              items: [
                { field: 'height', operator: 'between', value: ['900', '1100'] },
              ],
            },
          },
        }}
        hideFooter
        aria-label="Peaks filtered by a height range"
      />
    </Box>
  );
}
