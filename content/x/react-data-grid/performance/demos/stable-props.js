import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid } from '@mui/x-data-grid';

// Counts renders of the name cells; a ref-like module value, reset when the demo mounts.
const renders = { count: 0 };

function NameCell({ value }) {
  renders.count += 1;
  return <span>{value}</span>;
}

// Declared once, outside the component: the same reference on every render.
const columns = [
  { field: 'name', headerName: 'Name', flex: 1, renderCell: NameCell },
  { field: 'score', headerName: 'Score', type: 'number', width: 100 },
];

const rows = [
  { id: 1, name: 'Anouk', score: 82 },
  { id: 2, name: 'Bilal', score: 91 },
  { id: 3, name: 'Chiara', score: 77 },
];

export default function StableProps() {
  const [seconds, setSeconds] = React.useState(0);
  React.useEffect(() => {
    renders.count = 0;
    const timer = setInterval(() => setSeconds((value) => value + 1), 1000);
    return () => clearInterval(timer);
  }, []);
  const getRowClassName = React.useCallback(() => 'score-row', []);
  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" sx={{ mb: 1 }} role="status">
        Parent renders: {seconds + 1}. Name cell renders: {renders.count}.
      </Typography>
      <Box sx={{ height: 240 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          getRowClassName={getRowClassName}
          hideFooter
          aria-label="Scores"
        />
      </Box>
    </Box>
  );
}
