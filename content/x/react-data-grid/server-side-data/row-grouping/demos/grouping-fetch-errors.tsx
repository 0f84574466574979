import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGridPremium, GridColDef, useGridApiRef } from '@mui/x-data-grid-premium';
import { createTicketDataSource } from './mock-ticket-server';

const columns: GridColDef[] = [
  { field: 'team', headerName: 'Team', width: 120 },
  { field: 'priority', headerName: 'Priority', width: 110 },
  { field: 'subject', headerName: 'Subject', flex: 1 },
];

// Hoisted: an inline array is a new model on every render, and the grid fetches again for it.
const groupingModel = ['team', 'priority'];

export default function GroupingFetchErrors() {
  const apiRef = useGridApiRef();
  // The Shipping group fails on its first request only.
  const failedOnce = React.useRef(false);
  const [failedGroup, setFailedGroup] = React.useState<string | null>(null);

  const dataSource = React.useMemo(
    () =>
      createTicketDataSource({
        shouldFail: (groupKeys) => {
          if (groupKeys[0] === 'Shipping' && !failedOnce.current) {
            failedOnce.current = true;
            return true;
          }
          return false;
        },
      }),
    [],
  );

  const retry = () => {
    if (failedGroup) {
      apiRef.current.unstable_dataSource.fetchRows(failedGroup);
      setFailedGroup(null);
    }
  };

  return (
    <Stack spacing={1}>
      <Alert severity="info">
        Mock data source: a simulated server in your browser. Expand Shipping to see a failure.
      </Alert>
      {failedGroup && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={retry}>
              Retry
            </Button>
          }
        >
          The {failedGroup} group could not be loaded.
        </Alert>
      )}
      <Box sx={{ height: 380 }}>
        <DataGridPremium
          apiRef={apiRef}
          columns={columns}
          unstable_dataSource={dataSource}
          // params.groupKeys names the group whose request failed; its row id is the same path.
          unstable_onDataSourceError={(_error, params) =>
            setFailedGroup((params.groupKeys ?? []).join('/') || null)
          }
          rowGroupingModel={groupingModel}
          hideFooter
          experimentalFeatures={{ ariaV8: true }}
          aria-label="Support tickets by team and priority"
        />
      </Box>
    </Stack>
  );
}
