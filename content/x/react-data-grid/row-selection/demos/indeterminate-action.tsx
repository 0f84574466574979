import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid, GridRowSelectionModel } from '@mui/x-data-grid';
import { parcelColumns, parcels } from './parcels';

type Action = 'select' | 'deselect';

export default function IndeterminateAction() {
  const [action, setAction] = React.useState<Action>('deselect');
  // Starts with some rows ticked, so the header checkbox is indeterminate.
  const [selection, setSelection] = React.useState<GridRowSelectionModel>([1, 4]);
  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={action}
        onChange={(_event, value: Action | null) => value && setAction(value)}
        aria-label="Header checkbox when some rows are selected"
        sx={{ mb: 1 }}
      >
        <ToggleButton value="deselect">Clears the selection</ToggleButton>
        <ToggleButton value="select">Selects every row</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 400 }}>
        <DataGrid
          rows={parcels}
          columns={parcelColumns}
          checkboxSelection
          indeterminateCheckboxAction={action}
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          density="compact"
          aria-label="Parcels with a partly ticked header checkbox"
        />
      </Box>
    </Box>
  );
}
