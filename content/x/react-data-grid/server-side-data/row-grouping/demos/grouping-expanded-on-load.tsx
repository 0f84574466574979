import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPremium, GridColDef, GridGroupNode } from '@mui/x-data-grid-premium';
import { createTicketDataSource } from './mock-ticket-server';

const columns: GridColDef[] = [
  { field: 'team', headerName: 'Team', width: 120 },
  { field: 'priority', headerName: 'Priority', width: 110 },
  { field: 'subject', headerName: 'Subject', flex: 1 },
];

// A constant, not an inline array: a new model on every render would make the grid fetch again,
// and each fetch updates the request log, which renders again.
const groupingModel = ['team', 'priority'];

// Billing and its sub-groups open at once; every open group is one request.
// Group ids from the mock server are paths such as "Billing/High".
const isGroupExpandedByDefault = (node: GridGroupNode) =>
  String(node.id).split('/')[0] === 'Billing';

export default function GroupingExpandedOnLoad() {
  const [requests, setRequests] = React.useState<string[]>([]);

  const dataSource = React.useMemo(
    () =>
      createTicketDataSource({
        onRequest: ({ groupKeys = [] }) =>
          setRequests((prev) => [...prev, groupKeys.join(' / ') || 'top level']),
      }),
    [],
  );

  return (
    <Stack spacing={1}>
      <Alert severity="info">Mock data source: a simulated server in your browser.</Alert>
      <Typography variant="body2" color="text.secondary" role="status">
        Requests: {requests.join(', ') || 'none yet'}
      </Typography>
      <Box sx={{ height: 400 }}>
        <DataGridPremium
          columns={columns}
          unstable_dataSource={dataSource}
          rowGroupingModel={groupingModel}
          isGroupExpandedByDefault={isGroupExpandedByDefault}
          hideFooter
          experimentalFeatures={{ ariaV8: true }}
          aria-label="Support tickets, the Billing team opened"
        />
      </Box>
    </Stack>
  );
}
