import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPro } from '@mui/x-data-grid-pro';
import { createOrgDataSource } from './mock-org-server';

const columns = [{ field: 'title', headerName: 'Title', flex: 1 }];

// A cache keyed by the expanded path only, counting its hits and misses.
function createCountingCache(onChange) {
  const entries = new Map();
  let hits = 0;
  let misses = 0;
  const report = () => {
    const [h, m] = [hits, misses];
    // Report after the grid's own update, not during it.
    setTimeout(() => onChange(h, m), 0);
  };
  const cache = {
    get: (params) => {
      const entry = entries.get((params.groupKeys ?? []).join('/'));
      if (entry) {
        hits += 1;
      } else {
        misses += 1;
      }
      report();
      return entry;
    },
    set: (params, value) => {
      entries.set((params.groupKeys ?? []).join('/'), value);
    },
    clear: () => entries.clear(),
  };
  return cache;
}

export default function OrgChartCustomCache() {
  const [stats, setStats] = React.useState({ hits: 0, misses: 0 });
  const [cache] = React.useState(() =>
    createCountingCache((hits, misses) => setStats({ hits, misses })),
  );
  const dataSource = React.useMemo(() => createOrgDataSource(), []);

  return (
    <Stack spacing={1}>
      <Alert severity="info">
        Mock data source: a simulated server in your browser.
      </Alert>
      <Stack direction="row" spacing={2} alignItems="center">
        <Typography variant="body2" color="text.secondary" role="status">
          Cache hits: {stats.hits}, misses: {stats.misses}
        </Typography>
        <Button size="small" variant="outlined" onClick={() => cache.clear()}>
          Clear the cache
        </Button>
      </Stack>
      <Box sx={{ height: 360 }}>
        <DataGridPro
          columns={columns}
          unstable_dataSource={dataSource}
          unstable_dataSourceCache={cache}
          treeData
          groupingColDef={{
            headerName: 'Name',
            flex: 1,
            valueGetter: (_value, row) => row.name,
          }}
          hideFooter
          aria-label="Organisation chart with a counting cache"
        />
      </Box>
    </Stack>
  );
}
