import * as React from 'react';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, GridCellEditStartReasons } from '@mui/x-data-grid';

const rows = [
  { id: 1, city: 'Valparaíso', population: 296655 },
  { id: 2, city: 'Trondheim', population: 212660 },
  { id: 3, city: 'Hobart', population: 251047 },
];

const columns = [
  { field: 'city', headerName: 'City', flex: 1, editable: true },
  {
    field: 'population',
    headerName: 'Population',
    type: 'number',
    width: 140,
    editable: true,
  },
];

export default function EditEventsLog() {
  const [log, setLog] = React.useState([]);
  const add = (line) => setLog((previous) => [line, ...previous].slice(0, 5));

  const handleStart = (params, event) => {
    // Typing a character does not open the editor here: only double-click, Enter, F2 or Delete do.
    if (params.reason === GridCellEditStartReasons.printableKeyDown) {
      event.defaultMuiPrevented = true;
      add(`Ignored typing on ${params.field} of row ${params.id}`);
      return;
    }
    add(`Start ${params.field} of row ${params.id}: ${params.reason}`);
  };

  const handleStop = (params) => {
    add(`Stop ${params.field} of row ${params.id}: ${params.reason}`);
  };

  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ width: '100%' }}
    >
      <Box sx={{ height: 240, flex: 1 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          onCellEditStart={handleStart}
          onCellEditStop={handleStop}
          hideFooter
          aria-label="Cities"
        />
      </Box>
      <Box sx={{ width: { sm: 280 } }}>
        <Typography variant="subtitle2" component="h3">
          Latest edit events
        </Typography>
        <List dense aria-live="polite">
          {log.length === 0 ? <ListItem>Double-click a cell.</ListItem> : null}
          {log.map((line, index) => (
            <ListItem key={`${index}-${line}`}>{line}</ListItem>
          ))}
        </List>
      </Box>
    </Stack>
  );
}
