import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPro, GridPinnedColumnFields, GridPinnedColumnPosition, useGridApiRef } from '@mui/x-data-grid-pro';
import { stationColumns, stationRows } from './stations';

export default function PinningApi() {
  const apiRef = useGridApiRef();
  const [status, setStatus] = React.useState('Nothing pinned yet.');

  // The callback receives the new pinning; apiRef.current.getPinnedColumns() reads it at any time.
  const report = ({ left = [], right = [] }: GridPinnedColumnFields) => {
    setStatus(`Left: ${left.join(', ') || 'none'}. Right: ${right.join(', ') || 'none'}.`);
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
        <Button size="small" variant="outlined" onClick={() => apiRef.current.pinColumn('station', GridPinnedColumnPosition.LEFT)}>
          Pin station left
        </Button>
        <Button size="small" variant="outlined" onClick={() => apiRef.current.pinColumn('peak', GridPinnedColumnPosition.RIGHT)}>
          Pin peak right
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => ['station', 'peak'].forEach((field) => apiRef.current.unpinColumn(field))}
        >
          Unpin both
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary" role="status">
        {status}
      </Typography>
      <Box sx={{ height: 340 }}>
        <DataGridPro
          apiRef={apiRef}
          rows={stationRows}
          columns={stationColumns}
          onPinnedColumnsChange={report}
          hideFooter
          aria-label="Wind speed pinned from buttons"
        />
      </Box>
    </Stack>
  );
}
