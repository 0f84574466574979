import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { DataGrid, GridToolbar, useGridApiRef } from '@mui/x-data-grid';

const STORAGE_KEY = 'docs-demo-column-state';

const columns = [
  { field: 'title', headerName: 'Episode', width: 200 },
  { field: 'guest', headerName: 'Guest', width: 160 },
  { field: 'minutes', headerName: 'Minutes', type: 'number', width: 100 },
];

const rows = [
  { id: 1, title: 'Soil and patience', guest: 'Amara Diallo', minutes: 42 },
  { id: 2, title: 'Building with timber', guest: 'Henrik Aalto', minutes: 55 },
  { id: 3, title: 'Night skies', guest: 'Priya Raman', minutes: 38 },
];

function readSaved() {
  try {
    const saved = window.localStorage.getItem(STORAGE_KEY);
    return saved ? JSON.parse(saved) : undefined;
  } catch {
    return undefined;
  }
}

export default function PersistedColumns() {
  const apiRef = useGridApiRef();
  // Read after mount: the server render has no localStorage.
  const [initialState, setInitialState] = React.useState(null);
  React.useEffect(() => setInitialState(readSaved() ?? {}), []);

  const save = React.useCallback(() => {
    const { columns: columnState } = apiRef.current.exportState();
    window.localStorage.setItem(
      STORAGE_KEY,
      JSON.stringify({ columns: columnState }),
    );
  }, [apiRef]);

  return (
    <Box sx={{ width: '100%' }}>
      <Button
        size="small"
        onClick={() => {
          window.localStorage.removeItem(STORAGE_KEY);
          setInitialState(null);
          setTimeout(() => setInitialState({}));
        }}
      >
        Forget saved columns
      </Button>
      <Box sx={{ height: 280 }}>
        {initialState && (
          <DataGrid
            apiRef={apiRef}
            rows={rows}
            columns={columns}
            initialState={initialState}
            onColumnWidthChange={save}
            onColumnVisibilityModelChange={save}
            slots={{ toolbar: GridToolbar }}
            hideFooter
            aria-label="Podcast episodes"
          />
        )}
      </Box>
    </Box>
  );
}
