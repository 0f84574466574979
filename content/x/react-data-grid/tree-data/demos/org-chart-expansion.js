import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  DataGridPro,
  gridRowTreeSelector,
  useGridApiRef,
} from '@mui/x-data-grid-pro';
import { getStaffPath, staff, staffColumns } from './staff';

export default function OrgChartExpansion() {
  const apiRef = useGridApiRef();

  const setAll = (expanded) => {
    const tree = gridRowTreeSelector(apiRef);
    Object.values(tree).forEach((node) => {
      if (node.type === 'group' && node.depth >= 0) {
        apiRef.current.setRowChildrenExpansion(node.id, expanded);
      }
    });
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1}>
        <Button size="small" variant="outlined" onClick={() => setAll(true)}>
          Expand all
        </Button>
        <Button size="small" variant="outlined" onClick={() => setAll(false)}>
          Collapse all
        </Button>
      </Stack>
      <Box sx={{ height: 380 }}>
        <DataGridPro
          apiRef={apiRef}
          treeData
          rows={staff}
          columns={staffColumns}
          getTreeDataPath={getStaffPath}
          // Opens the director and the engineering team only.
          isGroupExpandedByDefault={(node) =>
            node.depth === 0 || node.groupingKey === 'Carlos Mendes'
          }
          hideFooter
          aria-label="Organisation chart, sales team collapsed"
        />
      </Box>
    </Stack>
  );
}
