import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid, GridColDef, GridFilterModel, useGridApiRef } from '@mui/x-data-grid';

const statuses = ['Pending', 'Shipped', 'Delivered', 'Returned'];
const rows = Array.from({ length: 26 }, (_, index) => ({
  id: index + 1,
  order: `#${7100 + index}`,
  status: statuses[(index * 5 + (index % 3)) % statuses.length],
  total: 20 + ((index * 37) % 180),
}));

const columns: GridColDef[] = [
  { field: 'order', headerName: 'Order', flex: 1 },
  { field: 'status', headerName: 'Status', width: 130 },
  { field: 'total', headerName: 'Total (€)', type: 'number', width: 110 },
];

const modelFor = (status: string): GridFilterModel =>
  status === 'All' ? { items: [] } : { items: [{ id: 1, field: 'status', operator: 'equals', value: status }] };

export default function FilterCountsInAdvance() {
  const apiRef = useGridApiRef();
  const [status, setStatus] = React.useState('All');
  const [counts, setCounts] = React.useState<Record<string, number>>({});
  // One model object per choice, so the controlled prop only changes when the choice does.
  const filterModel = React.useMemo(() => modelFor(status), [status]);

  // Once the grid is ready, ask it how many rows each option would keep, without applying it.
  React.useEffect(() => {
    const next: Record<string, number> = {};
    ['All', ...statuses].forEach((option) => {
      const { filteredRowsLookup } = apiRef.current.getFilterState(modelFor(option));
      next[option] = rows.filter((row) => filteredRowsLookup[row.id] !== false).length;
    });
    setCounts(next);
  }, [apiRef]);

  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={status}
        onChange={(_event, value: string | null) => value && setStatus(value)}
        aria-label="Order status"
        sx={{ mb: 1, flexWrap: 'wrap' }}
      >
        {['All', ...statuses].map((option) => (
          <ToggleButton key={option} value={option}>
            {option}
            {counts[option] !== undefined ? ` (${counts[option]})` : ''}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Box sx={{ height: 360 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          filterModel={filterModel}
          // The buttons are this grid's only filter UI.
          disableColumnFilter
          density="compact"
          aria-label="Orders"
        />
      </Box>
    </Box>
  );
}
