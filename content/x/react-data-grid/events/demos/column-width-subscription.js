import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, useGridApiRef } from '@mui/x-data-grid';
import { team } from './team';

const columns = [
  { field: 'name', headerName: 'Name', width: 180 },
  { field: 'role', headerName: 'Role', width: 130 },
  { field: 'office', headerName: 'Office', width: 130 },
];

export default function ColumnWidthSubscription() {
  const apiRef = useGridApiRef();
  const [widths, setWidths] = React.useState(() =>
    Object.fromEntries(columns.map((column) => [column.field, column.width ?? 100])),
  );

  // subscribeEvent works from outside the grid and returns its own cleanup.
  React.useEffect(
    () =>
      apiRef.current.subscribeEvent('columnWidthChange', (params) => {
        setWidths((prev) => ({
          ...prev,
          [params.colDef.field]: Math.round(params.width),
        }));
      }),
    [apiRef],
  );

  return (
    <Stack spacing={1}>
      <Typography variant="body2" color="text.secondary">
        Drag a column separator. Widths:{' '}
        {columns
          .map((column) => `${column.headerName} ${widths[column.field]}px`)
          .join(', ')}
      </Typography>
      <Box sx={{ height: 300, width: '100%' }}>
        <DataGrid
          apiRef={apiRef}
          rows={team}
          columns={columns}
          hideFooter
          aria-label="Team with resizable columns"
        />
      </Box>
    </Stack>
  );
}
