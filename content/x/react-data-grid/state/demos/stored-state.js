import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { DataGrid, GridToolbar, useGridApiRef } from '@mui/x-data-grid';
import { harvestColumns, harvestRows } from './harvest';

const storageKey = 'stored-state-demo';

export default function StoredState() {
  const apiRef = useGridApiRef();
  // undefined until the browser storage has been read: the server and the first render agree.
  const [initialState, setInitialState] = React.useState();

  React.useEffect(() => {
    const saved = window.localStorage.getItem(storageKey);
    setInitialState(saved ? JSON.parse(saved) : {});
  }, []);

  const save = React.useCallback(() => {
    if (apiRef.current?.exportState) {
      window.localStorage.setItem(
        storageKey,
        JSON.stringify(apiRef.current.exportState()),
      );
    }
  }, [apiRef]);

  // Save when the page is left, for changes without a callback below (density, for example).
  React.useEffect(() => {
    window.addEventListener('beforeunload', save);
    return () => window.removeEventListener('beforeunload', save);
  }, [save]);

  const forget = () => {
    window.localStorage.removeItem(storageKey);
    apiRef.current.restoreState({
      sorting: { sortModel: [] },
      filter: { filterModel: { items: [] } },
      columns: { columnVisibilityModel: {} },
    });
  };

  if (!initialState) {
    return (
      <Box
        sx={{
          height: 380,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
        }}
      >
        <CircularProgress aria-label="Reading the saved grid state" />
      </Box>
    );
  }

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Box>
        <Button size="small" variant="outlined" onClick={forget}>
          Forget the saved state
        </Button>
      </Box>
      <Box sx={{ height: 340 }}>
        <DataGrid
          apiRef={apiRef}
          rows={harvestRows}
          columns={harvestColumns}
          initialState={initialState}
          // Sorting, filters and columns are saved as they change too.
          onSortModelChange={save}
          onFilterModelChange={save}
          onColumnVisibilityModelChange={save}
          onColumnWidthChange={save}
          slots={{ toolbar: GridToolbar }}
          hideFooter
          aria-label="Harvests whose view survives a reload"
        />
      </Box>
    </Stack>
  );
}
