import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { DataGrid, GridPaginationModel } from '@mui/x-data-grid';
import { Reading, readingColumns, readings } from './readings';

interface CursorPage {
  rows: Reading[];
  nextCursor: number | null;
}

// A mock server in the browser that pages by cursor: it knows where the next page starts, never
// how many rows there are. The cursor is the id after the last row sent.
function fetchAfter(cursor: number, pageSize: number): Promise<CursorPage> {
  const rows = readings.filter((row) => row.id >= cursor).slice(0, pageSize);
  const last = rows[rows.length - 1];
  const nextCursor = last && last.id < readings.length ? last.id + 1 : null;
  return new Promise((resolve) => setTimeout(() => resolve({ rows, nextCursor }), 300));
}

const PAGE_SIZE = 15;

export default function CursorPages() {
  const [model, setModel] = React.useState<GridPaginationModel>({ page: 0, pageSize: PAGE_SIZE });
  const [rows, setRows] = React.useState<Reading[]>([]);
  const [loading, setLoading] = React.useState(true);
  const [hasNextPage, setHasNextPage] = React.useState(true);
  // The cursor of each page already seen; page 0 starts at the first id.
  const cursors = React.useRef<Record<number, number>>({ 0: 1 });

  React.useEffect(() => {
    const cursor = cursors.current[model.page];
    if (cursor === undefined) return undefined;
    let current = true;
    setLoading(true);
    fetchAfter(cursor, PAGE_SIZE).then((page) => {
      if (!current) return;
      if (page.nextCursor !== null) cursors.current[model.page + 1] = page.nextCursor;
      setRows(page.rows);
      setHasNextPage(page.nextCursor !== null);
      setLoading(false);
    });
    return () => {
      current = false;
    };
  }, [model.page]);

  return (
    <Box sx={{ width: '100%' }}>
      <Alert severity="info" sx={{ mb: 1 }}>
        Mock data source: pages come from a simulated server in your browser.
      </Alert>
      <Box sx={{ height: 400 }}>
        <DataGrid
          rows={rows}
          columns={readingColumns}
          rowCount={-1}
          paginationMeta={{ hasNextPage }}
          loading={loading}
          paginationMode="server"
          paginationModel={model}
          onPaginationModelChange={setModel}
          pageSizeOptions={[PAGE_SIZE]}
          density="compact"
          aria-label="Weather readings paged by cursor"
        />
      </Box>
    </Box>
  );
}
