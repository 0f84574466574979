import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGridPro } from '@mui/x-data-grid-pro';
import { getTeamPath, staffColumns, teams } from './staff';

export default function OrgChartSorting() {
  const [topLevelOnly, setTopLevelOnly] = React.useState(false);
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={topLevelOnly} onChange={(event) => setTopLevelOnly(event.target.checked)} />}
        label="Sort only top-level rows"
      />
      <Box sx={{ height: 380 }}>
        <DataGridPro
          treeData
          rows={teams}
          columns={staffColumns}
          getTreeDataPath={getTeamPath}
          defaultGroupingExpansionDepth={-1}
          disableChildrenSorting={topLevelOnly}
          // Newest first, inside each team.
          initialState={{ sorting: { sortModel: [{ field: 'since', sort: 'desc' }] } }}
          hideFooter
          aria-label="Organisation chart sorted by start year"
        />
      </Box>
    </Stack>
  );
}
