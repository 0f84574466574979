import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid, GridColDef, GridFilterModel } from '@mui/x-data-grid';
import { toolColumns, toolRows } from './tools';

const columns: GridColDef[] = toolColumns.map((column) =>
  column.field === 'depot' ? { ...column, filterable: false } : column,
);

export default function FixedFilter() {
  const [depot, setDepot] = React.useState('North');
  // The page filters by depot, though readers cannot: the column is not filterable and the
  // menus have no filter items.
  const filterModel: GridFilterModel = { items: [{ field: 'depot', operator: 'equals', value: depot }] };
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={depot}
        onChange={(_, value: string | null) => value && setDepot(value)}
        aria-label="Depot"
      >
        {['North', 'South', 'Harbour'].map((name) => (
          <ToggleButton key={name} value={name}>
            {name}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Box sx={{ height: 380 }}>
        <DataGrid
          rows={toolRows}
          columns={columns}
          disableColumnFilter
          filterModel={filterModel}
          aria-label={`Tools at the ${depot} depot`}
          initialState={{ pagination: { paginationModel: { pageSize: 5 } } }}
          pageSizeOptions={[5]}
        />
      </Box>
    </Stack>
  );
}
