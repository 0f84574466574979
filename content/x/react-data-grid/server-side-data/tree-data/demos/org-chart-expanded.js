import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPro } from '@mui/x-data-grid-pro';
import { createOrgDataSource } from './mock-org-server';

const columns = [{ field: 'title', headerName: 'Title', flex: 1 }];

export default function OrgChartExpanded() {
  const [requests, setRequests] = React.useState([]);

  const dataSource = React.useMemo(
    () =>
      createOrgDataSource({
        onRequest: ({ groupKeys = [] }) =>
          setRequests((prev) => [...prev, groupKeys.join(' › ') || 'top']),
      }),
    [],
  );

  return (
    <Stack spacing={1}>
      <Alert severity="info">
        Mock data source: a simulated server in your browser.
      </Alert>
      <Typography variant="body2" color="text.secondary" role="status">
        Requests: {requests.join(', ') || 'none yet'}
      </Typography>
      <Box sx={{ height: 380 }}>
        <DataGridPro
          columns={columns}
          unstable_dataSource={dataSource}
          treeData
          // Two levels open on load: the chief executive and the chiefs below.
          defaultGroupingExpansionDepth={2}
          groupingColDef={{
            headerName: 'Name',
            flex: 1,
            valueGetter: (_value, row) => row.name,
          }}
          hideFooter
          aria-label="Organisation chart, two levels open"
        />
      </Box>
    </Stack>
  );
}
