import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGridPro, GridColDef, useGridApiRef } from '@mui/x-data-grid-pro';
import { Person, createOrgDataSource } from './mock-org-server';

const columns: GridColDef<Person>[] = [{ field: 'title', headerName: 'Title', flex: 1 }];

export default function OrgChartErrors() {
  const apiRef = useGridApiRef();
  const failedOnce = React.useRef(false);
  const [failedId, setFailedId] = React.useState<string | null>(null);

  // The finance team (cfo) fails on its first request only.
  const dataSource = React.useMemo(
    () =>
      createOrgDataSource({
        shouldFail: (managerId) => {
          if (managerId === 'cfo' && !failedOnce.current) {
            failedOnce.current = true;
            return true;
          }
          return false;
        },
      }),
    [],
  );

  const retry = () => {
    if (failedId) {
      apiRef.current.unstable_dataSource.fetchRows(failedId);
      setFailedId(null);
    }
  };

  return (
    <Stack spacing={1}>
      <Alert severity="info">
        Mock data source: a simulated server in your browser. Expand Rina Sato to see a failure.
      </Alert>
      {failedId && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={retry}>
              Retry
            </Button>
          }
        >
          The reports of {apiRef.current.getRow(failedId)?.name ?? failedId} could not be loaded.
        </Alert>
      )}
      <Box sx={{ height: 360 }}>
        <DataGridPro
          apiRef={apiRef}
          columns={columns}
          unstable_dataSource={dataSource}
          unstable_onDataSourceError={(_error, params) => {
            const keys = params.groupKeys ?? [];
            setFailedId(keys[keys.length - 1] ?? null);
          }}
          treeData
          groupingColDef={{ headerName: 'Name', flex: 1, valueGetter: (_value, row) => row.name }}
          hideFooter
          aria-label="Organisation chart with a failing branch"
        />
      </Box>
    </Stack>
  );
}
