import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { DataGrid, GridToolbar } from '@mui/x-data-grid';

const STORAGE_KEY = 'docs-grid-filtering-recipes-saved-filter';

const types = ['Bug', 'Feature', 'Chore'];
const rows = Array.from({ length: 18 }, (_, index) => ({
  id: index + 1,
  title: `Issue #${200 + index}`,
  type: types[index % types.length],
  votes: (index * 7) % 30,
}));

const columns = [
  { field: 'title', headerName: 'Title', flex: 1 },
  {
    field: 'type',
    headerName: 'Type',
    type: 'singleSelect',
    valueOptions: types,
    width: 120,
  },
  { field: 'votes', headerName: 'Votes', type: 'number', width: 90 },
];

const emptyModel = { items: [] };

export default function SavedFilterModel() {
  // Storage is read after mounting, so the server and the first client render agree.
  const [initialModel, setInitialModel] = React.useState(null);
  const [version, setVersion] = React.useState(0);

  React.useEffect(() => {
    try {
      const stored = window.localStorage.getItem(STORAGE_KEY);
      setInitialModel(stored ? JSON.parse(stored) : emptyModel);
    } catch {
      setInitialModel(emptyModel);
    }
  }, []);

  const save = (model) => {
    try {
      window.localStorage.setItem(STORAGE_KEY, JSON.stringify(model));
    } catch {
      // Storage can be full or blocked; the grid still works without it.
    }
  };

  const forget = () => {
    window.localStorage.removeItem(STORAGE_KEY);
    setInitialModel(emptyModel);
    setVersion((prev) => prev + 1);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Button sx={{ mb: 1 }} onClick={forget}>
        Forget saved filters
      </Button>
      <Box sx={{ height: 400 }}>
        {initialModel && (
          <DataGrid
            key={version}
            rows={rows}
            columns={columns}
            initialState={{ filter: { filterModel: initialModel } }}
            onFilterModelChange={save}
            slots={{ toolbar: GridToolbar }}
            density="compact"
            aria-label="Issues"
          />
        )}
      </Box>
    </Box>
  );
}
