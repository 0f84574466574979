import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGridPro } from '@mui/x-data-grid-pro';
import { readingColumns, readings } from './readings';

export default function ProPagination() {
  const [paged, setPaged] = React.useState(true);
  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={paged} onChange={(event) => setPaged(event.target.checked)} />}
        label="Paginate"
      />
      <Box sx={{ height: 400 }}>
        <DataGridPro
          rows={readings}
          columns={readingColumns}
          pagination={paged}
          initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
          pageSizeOptions={[10, 20]}
          density="compact"
          aria-label="Weather readings in a Pro grid"
        />
      </Box>
    </Box>
  );
}
