import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, GridInitialState, GridToolbar, useGridApiRef } from '@mui/x-data-grid';
import { harvestColumns, harvestRows } from './harvest';

export default function RemountWithState() {
  const apiRef = useGridApiRef();
  const [saved, setSaved] = React.useState<GridInitialState>();
  // Changing the key mounts a new grid, which reads initialState again.
  const [generation, setGeneration] = React.useState(0);

  const saveAndRemount = () => {
    setSaved(apiRef.current.exportState());
    setGeneration((value) => value + 1);
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} alignItems="center">
        <Button size="small" variant="outlined" onClick={saveAndRemount}>
          Save and remount
        </Button>
        <Typography variant="body2" color="text.secondary" role="status">
          Grid mounted {generation + 1} {generation === 0 ? 'time' : 'times'}
        </Typography>
      </Stack>
      <Box sx={{ height: 340 }}>
        <DataGrid
          key={generation}
          apiRef={apiRef}
          rows={harvestRows}
          columns={harvestColumns}
          initialState={saved}
          slots={{ toolbar: GridToolbar }}
          hideFooter
          aria-label="Harvests restored on remount"
        />
      </Box>
    </Stack>
  );
}
