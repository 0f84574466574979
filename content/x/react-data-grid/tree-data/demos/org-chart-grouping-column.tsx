import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPro,
  DataGridProProps,
  GRID_TREE_DATA_GROUPING_FIELD,
} from '@mui/x-data-grid-pro';
import { getStaffPath, staff, staffColumns } from './staff';

const groupingColDef: DataGridProProps['groupingColDef'] = {
  headerName: 'Reports to',
  width: 260,
  // Only the person's own name, without the "(3)" count.
  hideDescendantCount: true,
};

export default function OrgChartGroupingColumn() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGridPro
        treeData
        rows={staff}
        columns={staffColumns}
        getTreeDataPath={getStaffPath}
        groupingColDef={groupingColDef}
        defaultGroupingExpansionDepth={-1}
        // The grouping column's field, here to sort the people by name.
        initialState={{ sorting: { sortModel: [{ field: GRID_TREE_DATA_GROUPING_FIELD, sort: 'asc' }] } }}
        hideFooter
        aria-label="Organisation chart"
      />
    </Box>
  );
}
