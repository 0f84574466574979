import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, GridColDef } from '@mui/x-data-grid-pro';

interface LogLine {
  id: number;
  level: string;
  message: string;
}

const levels = ['info', 'info', 'warning', 'info', 'error'];
const BATCH = 20;
const TOTAL = 120;

function makeBatch(start: number): LogLine[] {
  return Array.from({ length: BATCH }, (_, index) => {
    const id = start + index + 1;
    return { id, level: levels[id % levels.length], message: `Log line ${id}` };
  });
}

const columns: GridColDef<LogLine>[] = [
  { field: 'id', headerName: '#', type: 'number', width: 80 },
  { field: 'level', headerName: 'Level', width: 110 },
  { field: 'message', headerName: 'Message', flex: 1 },
];

export default function LogLinesOnScroll() {
  const [rows, setRows] = React.useState<LogLine[]>(() => makeBatch(0));
  const [loading, setLoading] = React.useState(false);
  const timer = React.useRef<ReturnType<typeof setTimeout>>();

  React.useEffect(() => () => clearTimeout(timer.current), []);

  const handleRowsScrollEnd = () => {
    if (loading || rows.length >= TOTAL) {
      return;
    }
    setLoading(true);
    // A mock request: the next batch arrives after half a second.
    timer.current = setTimeout(() => {
      setRows((prev) => [...prev, ...makeBatch(prev.length)]);
      setLoading(false);
    }, 500);
  };

  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        loading={loading}
        onRowsScrollEnd={handleRowsScrollEnd}
        scrollEndThreshold={80}
        hideFooterPagination
        density="compact"
        aria-label="Log lines, more load as you scroll"
      />
    </Box>
  );
}
