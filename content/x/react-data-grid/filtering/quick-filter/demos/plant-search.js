import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid, GridLogicOperator, GridToolbar } from '@mui/x-data-grid';

const rows = [
  {
    id: 1,
    name: 'English oak',
    latin: 'Quercus robur',
    habitat: 'Broadleaf forest',
  },
  { id: 2, name: 'Holm oak', latin: 'Quercus ilex', habitat: 'Mediterranean scrub' },
  {
    id: 3,
    name: 'Silver birch',
    latin: 'Betula pendula',
    habitat: 'Heath and forest edge',
  },
  { id: 4, name: 'Scots pine', latin: 'Pinus sylvestris', habitat: 'Boreal forest' },
  {
    id: 5,
    name: 'Açaí palm',
    latin: 'Euterpe oleracea',
    habitat: 'Floodplain forest',
  },
];

const columns = [
  { field: 'name', headerName: 'Common name', flex: 1 },
  { field: 'latin', headerName: 'Latin name', flex: 1 },
  { field: 'habitat', headerName: 'Habitat', flex: 1 },
];

// Keeps "quoted phrases" as one value: "boreal forest" oak -> ['boreal forest', 'oak'].
const parsePhrases = (text) =>
  (text.match(/"[^"]+"|\S+/g) ?? []).map((token) => token.replace(/^"|"$/g, ''));

export default function PlantSearch() {
  const [filterModel, setFilterModel] = React.useState({
    items: [],
    quickFilterValues: ['oak', 'acai'],
    quickFilterLogicOperator: GridLogicOperator.Or,
  });
  const anyWord = filterModel.quickFilterLogicOperator === GridLogicOperator.Or;
  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={anyWord}
            onChange={(event) =>
              setFilterModel((model) => ({
                ...model,
                quickFilterLogicOperator: event.target.checked
                  ? GridLogicOperator.Or
                  : GridLogicOperator.And,
              }))
            }
          />
        }
        label="Match any word instead of all"
      />
      <Box sx={{ height: 360 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          ignoreDiacritics
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          slots={{ toolbar: GridToolbar }}
          slotProps={{
            toolbar: {
              showQuickFilter: true,
              quickFilterProps: { quickFilterParser: parsePhrases },
            },
          }}
          hideFooter
          aria-label="Trees"
        />
      </Box>
    </Box>
  );
}
