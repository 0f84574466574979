import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, GridToolbar } from '@mui/x-data-grid';
import { toolColumns, toolRows } from './tools';

export default function FilterModelInspector() {
  const [filterModel, setFilterModel] = React.useState({
    items: [{ field: 'dailyRate', operator: '<', value: 15 }],
  });
  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      sx={{ width: '100%' }}
    >
      <Box sx={{ height: 380, flex: 1, minWidth: 0 }}>
        <DataGrid
          rows={toolRows}
          columns={toolColumns}
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          slots={{ toolbar: GridToolbar }}
          slotProps={{ toolbar: { showQuickFilter: true } }}
          hideFooter
          aria-label="Tools to hire"
        />
      </Box>
      <Box sx={{ width: { md: 260 } }}>
        <Typography variant="subtitle2" component="h3">
          Current filter model
        </Typography>
        <Box
          component="pre"
          sx={{
            m: 0,
            p: 1,
            fontSize: 12,
            bgcolor: 'action.hover',
            color: 'text.primary',
            borderRadius: 1,
            overflow: 'auto',
          }}
        >
          {JSON.stringify(filterModel, null, 2)}
        </Box>
      </Box>
    </Stack>
  );
}
