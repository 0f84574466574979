import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGridPro, GridToolbarContainer, GridToolbarQuickFilter } from '@mui/x-data-grid-pro';
import { getTeamPath, staffColumns, teams } from './staff';

function SearchToolbar() {
  return (
    <GridToolbarContainer sx={{ p: 1 }}>
      <GridToolbarQuickFilter />
    </GridToolbarContainer>
  );
}

export default function OrgChartFiltering() {
  const [topLevelOnly, setTopLevelOnly] = React.useState(false);
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={topLevelOnly} onChange={(event) => setTopLevelOnly(event.target.checked)} />}
        label="Filter only top-level rows"
      />
      <Box sx={{ height: 400 }}>
        <DataGridPro
          treeData
          rows={teams}
          columns={staffColumns}
          getTreeDataPath={getTeamPath}
          defaultGroupingExpansionDepth={-1}
          disableChildrenFiltering={topLevelOnly}
          slots={{ toolbar: SearchToolbar }}
          // "engineer" keeps the engineers and the head of engineering above them.
          initialState={{ filter: { filterModel: { items: [], quickFilterValues: ['engineer'] } } }}
          hideFooter
          aria-label="Organisation chart filtered by title"
        />
      </Box>
    </Stack>
  );
}
