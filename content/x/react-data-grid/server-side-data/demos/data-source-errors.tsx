import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import {
  DataGridPro,
  GridColDef,
  GridDataSource,
  useGridApiRef,
} from '@mui/x-data-grid-pro';
import { Book, queryBooks, wait } from './mock-server';

const columns: GridColDef<Book>[] = [
  { field: 'title', headerName: 'Title', flex: 1 },
  { field: 'author', headerName: 'Author', width: 140 },
];

export default function DataSourceErrors() {
  const apiRef = useGridApiRef();
  const [failing, setFailing] = React.useState(true);
  const [error, setError] = React.useState<string | null>(null);
  const failingRef = React.useRef(failing);
  failingRef.current = failing;

  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: async ({ paginationModel, sortModel, filterModel }) => {
        await wait(300);
        if (failingRef.current) {
          throw new Error('The mock server answered 503: try again later.');
        }
        return queryBooks({ sortModel, filterModel, ...paginationModel });
      },
    }),
    [],
  );

  const retry = () => {
    setError(null);
    apiRef.current.unstable_dataSource.fetchRows();
  };

  return (
    <Stack spacing={1}>
      <Alert severity="info">Mock data source: the failures are simulated in your browser.</Alert>
      <FormControlLabel
        control={
          <Switch checked={failing} onChange={(event) => setFailing(event.target.checked)} />
        }
        label="Make the mock server fail"
      />
      {error && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={retry}>
              Retry
            </Button>
          }
        >
          {error}
        </Alert>
      )}
      <Box sx={{ height: 340 }}>
        <DataGridPro
          apiRef={apiRef}
          columns={columns}
          unstable_dataSource={dataSource}
          unstable_onDataSourceError={(err) => setError(err.message)}
          unstable_dataSourceCache={null}
          pagination
          pageSizeOptions={[10]}
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 10 } } }}
          density="compact"
          aria-label="Books from a server that can fail"
        />
      </Box>
    </Stack>
  );
}
