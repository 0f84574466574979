import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, GridColDef } from '@mui/x-data-grid-premium';

interface BudgetLine {
  id: number;
  path: string[];
  spent: number;
}

// Only the leaves carry amounts: each team's total is the sum of its lines.
const lines: BudgetLine[] = [
  { id: 1, path: ['Engineering'], spent: 0 },
  { id: 2, path: ['Engineering', 'Laptops'], spent: 18400 },
  { id: 3, path: ['Engineering', 'Cloud hosting'], spent: 9650 },
  { id: 4, path: ['Engineering', 'Conferences'], spent: 4200 },
  { id: 5, path: ['Marketing'], spent: 0 },
  { id: 6, path: ['Marketing', 'Print'], spent: 3100 },
  { id: 7, path: ['Marketing', 'Events'], spent: 7800 },
  { id: 8, path: ['Office'], spent: 0 },
  { id: 9, path: ['Office', 'Rent'], spent: 24000 },
  { id: 10, path: ['Office', 'Plants'], spent: 320 },
];

const columns: GridColDef<BudgetLine>[] = [
  { field: 'spent', headerName: 'Spent (€)', type: 'number', width: 140 },
];

export default function TreeDataAggregation() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPremium
        treeData
        rows={lines}
        columns={columns}
        getTreeDataPath={(row) => row.path}
        groupingColDef={{ headerName: 'Budget line', width: 220 }}
        initialState={{ aggregation: { model: { spent: 'sum' } } }}
        defaultGroupingExpansionDepth={-1}
        density="compact"
        hideFooter
        experimentalFeatures={{ ariaV8: true }}
        aria-label="Budget lines summed per team"
      />
    </Box>
  );
}
