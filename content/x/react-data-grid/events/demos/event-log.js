import * as React from 'react';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { DataGrid, useGridApiRef } from '@mui/x-data-grid';

const rows = [
  { id: 1, planet: 'Mercury', moons: 0 },
  { id: 2, planet: 'Mars', moons: 2 },
  { id: 3, planet: 'Jupiter', moons: 95 },
];

const columns = [
  { field: 'planet', headerName: 'Planet', flex: 1, editable: true },
  { field: 'moons', headerName: 'Moons', type: 'number', width: 110 },
];

export default function EventLog() {
  const apiRef = useGridApiRef();
  const [log, setLog] = React.useState([]);
  const add = React.useCallback(
    (line) => setLog((previous) => [line, ...previous].slice(0, 5)),
    [],
  );

  const handleCellClick = (params) =>
    add(`cellClick: ${params.field} of row ${params.id}`);

  React.useEffect(
    () =>
      apiRef.current.subscribeEvent('columnResize', (params) =>
        add(`columnResize: ${params.colDef.field} to ${Math.round(params.width)}px`),
      ),
    [apiRef, add],
  );

  // Enter does not start editing on this grid: the default is prevented.
  const handleCellKeyDown = (params, event) => {
    if (event.key === 'Enter') {
      event.defaultMuiPrevented = true;
      add(`cellKeyDown: Enter on ${params.field} (editing prevented)`);
    }
  };

  return (
    <Box
      sx={{
        width: '100%',
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' },
      }}
    >
      <Box sx={{ height: 260 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          onCellClick={handleCellClick}
          onCellKeyDown={handleCellKeyDown}
          onSortModelChange={(model) =>
            add(`sortModelChange: ${JSON.stringify(model)}`)
          }
          hideFooter
          aria-label="Planets"
        />
      </Box>
      <Paper variant="outlined" sx={{ p: 1.5 }}>
        <Typography variant="subtitle2" component="h3">
          Latest events
        </Typography>
        <List dense aria-live="polite">
          {log.length === 0 && (
            <ListItem>Click a cell, sort or resize a column.</ListItem>
          )}
          {log.map((line, index) => (
            <ListItem
              key={`${index}-${line}`}
              sx={{ fontFamily: 'monospace', fontSize: 12 }}
            >
              {line}
            </ListItem>
          ))}
        </List>
      </Paper>
    </Box>
  );
}
