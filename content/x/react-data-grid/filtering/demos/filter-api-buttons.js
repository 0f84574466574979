import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridToolbarContainer,
  gridFilteredTopLevelRowCountSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid';
import { toolColumns, toolRows } from './tools';

function FilterButtons() {
  const apiRef = useGridApiContext();
  const count = useGridSelector(apiRef, gridFilteredTopLevelRowCountSelector);
  return (
    <GridToolbarContainer sx={{ p: 1, gap: 1 }}>
      <Button
        size="small"
        variant="outlined"
        onClick={() =>
          apiRef.current.upsertFilterItem({
            id: 1,
            field: 'available',
            operator: 'is',
            value: 'true',
          })
        }
      >
        Available only
      </Button>
      <Button
        size="small"
        variant="outlined"
        onClick={() => apiRef.current.showFilterPanel('dailyRate')}
      >
        Filter by rate…
      </Button>
      <Button
        size="small"
        variant="outlined"
        onClick={() => apiRef.current.setFilterModel({ items: [] })}
      >
        Clear filters
      </Button>
      <Typography variant="body2" color="text.secondary" role="status">
        {count} of {toolRows.length} tools shown
      </Typography>
    </GridToolbarContainer>
  );
}

export default function FilterApiButtons() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={toolRows}
        columns={toolColumns}
        slots={{ toolbar: FilterButtons }}
        hideFooter
        aria-label="Tools to hire"
      />
    </Box>
  );
}
