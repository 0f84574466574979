import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium } from '@mui/x-data-grid-premium';

const rows = [
  {
    id: 1,
    team: 'Platform engineering',
    member: 'Aiko Tanaka',
    role: 'Staff engineer',
  },
  {
    id: 2,
    team: 'Platform engineering',
    member: 'Bruno Alves',
    role: 'Site reliability engineer',
  },
  { id: 3, team: 'Design', member: 'Chiara Bellini', role: 'Illustrator' },
  { id: 4, team: 'Design', member: 'Dmitri Volkov', role: 'Product designer' },
];

const columns = [
  { field: 'team', headerName: 'Team' },
  { field: 'member', headerName: 'Member' },
  { field: 'role', headerName: 'Role' },
];

export default function AutosizeGroupedRows() {
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        initialState={{ rowGrouping: { model: ['team'] } }}
        defaultGroupingExpansionDepth={-1}
        // The grouping column is measured with its labels and counts too.
        autosizeOnMount
        autosizeOptions={{ includeHeaders: true, includeOutliers: true }}
        hideFooter
        experimentalFeatures={{ ariaV8: true }}
        aria-label="Team members grouped by team, sized on mount"
      />
    </Box>
  );
}
