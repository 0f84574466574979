import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { DataGridPremium } from '@mui/x-data-grid-premium';

const teams = ['Billing', 'Shipping', 'Accounts'];
const priorities = ['High', 'Low'];
const tickets = Array.from({ length: 18 }, (_, index) => ({
  id: index + 1,
  team: teams[index % 3],
  priority: priorities[Math.floor(index / 3) % 2],
  subject: `Ticket ${index + 1}`,
}));

const GROUP_FIELDS = ['team', 'priority'];

// Mock server in the browser: returns the groups or rows under the expanded path.
const dataSource = {
  getRows: async ({ groupKeys = [], groupFields = [] }) => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    const inPath = tickets.filter((ticket) =>
      groupKeys.every((key, depth) => String(ticket[groupFields[depth]]) === key),
    );
    const field = groupFields[groupKeys.length];
    if (!field) return { rows: inPath, rowCount: inPath.length };
    const values = [...new Set(inPath.map((ticket) => String(ticket[field])))];
    const rows = values.map((value) => ({
      id: [...groupKeys, value].join('/'),
      [field]: value,
      descendantCount: inPath.filter((ticket) => String(ticket[field]) === value)
        .length,
    }));
    return { rows, rowCount: rows.length };
  },
  // A group row's key is its value for the field of its depth (ids are "Billing/High").
  getGroupKey: (row) =>
    String(row[GROUP_FIELDS[String(row.id).split('/').length - 1]]),
  getChildrenCount: (row) => row.descendantCount ?? 0,
};

const columns = [
  { field: 'team', headerName: 'Team', width: 120 },
  { field: 'priority', headerName: 'Priority', width: 110 },
  { field: 'subject', headerName: 'Subject', flex: 1 },
];

export default function ServerGroupedTickets() {
  return (
    <Box sx={{ width: '100%' }}>
      <Alert severity="info" sx={{ mb: 1 }}>
        Mock data source: a simulated server in your browser returns each group.
      </Alert>
      <Box sx={{ height: 400 }}>
        <DataGridPremium
          columns={columns}
          unstable_dataSource={dataSource}
          rowGroupingModel={GROUP_FIELDS}
          hideFooter
          // Tree grid roles for group rows, the default from version 8.
          experimentalFeatures={{ ariaV8: true }}
          aria-label="Support tickets by team"
        />
      </Box>
    </Box>
  );
}
