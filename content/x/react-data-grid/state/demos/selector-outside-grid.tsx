import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, gridFilteredSortedRowEntriesSelector, useGridApiRef } from '@mui/x-data-grid';
import { harvestColumns, harvestRows } from './harvest';

export default function SelectorOutsideGrid() {
  const apiRef = useGridApiRef();
  const [summary, setSummary] = React.useState('Sort or filter the grid, then read the rows.');

  const readRows = () => {
    // A selector called with the apiRef reads the state once; nothing re-renders later.
    const entries = gridFilteredSortedRowEntriesSelector(apiRef);
    setSummary(`${entries.length} rows, in order: ${entries.map((entry) => entry.model.farm).join(', ')}`);
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} alignItems="center">
        <Button size="small" variant="outlined" onClick={readRows}>
          Read visible rows
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary" role="status">
        {summary}
      </Typography>
      <Box sx={{ height: 340 }}>
        <DataGrid apiRef={apiRef} rows={harvestRows} columns={harvestColumns} hideFooter aria-label="Harvests" />
      </Box>
    </Stack>
  );
}
