import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPro, GridRowSelectionModel } from '@mui/x-data-grid-pro';
import { getStaffPath, staff, staffColumns } from './staff';

export default function OrgChartSelection() {
  const [selection, setSelection] = React.useState<GridRowSelectionModel>([]);
  const names = staff.filter((member) => selection.includes(member.id)).map((member) => member.path[member.path.length - 1]);
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Typography variant="body2" color="text.secondary" role="status">
        Invited: {names.length ? names.join(', ') : 'nobody yet'}
      </Typography>
      <Box sx={{ height: 380 }}>
        <DataGridPro
          treeData
          rows={staff}
          columns={staffColumns}
          getTreeDataPath={getStaffPath}
          defaultGroupingExpansionDepth={-1}
          checkboxSelection
          // Ticking a manager ticks their team; ticking a whole team ticks its manager.
          rowSelectionPropagation={{ descendants: true, parents: true }}
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          hideFooter
          aria-label="Organisation chart; tick people to invite them"
        />
      </Box>
    </Stack>
  );
}
