import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid } from '@mui/x-data-grid';
import { taskColumns, tasks } from './tasks';

export default function RowHoverSlotProps() {
  const [hovered, setHovered] = React.useState<string | null>(null);

  // Each row element carries its id in data-id.
  const onMouseEnter = (event: React.MouseEvent<HTMLDivElement>) => {
    const id = Number(event.currentTarget.dataset.id);
    setHovered(tasks.find((row) => row.id === id)?.task ?? null);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 360 }}>
        <DataGrid
          rows={tasks}
          columns={taskColumns}
          slotProps={{ row: { onMouseEnter, onMouseLeave: () => setHovered(null) } }}
          density="compact"
          hideFooter
          aria-label="Tasks that report the hovered row"
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {hovered ? `Pointing at: ${hovered}` : 'Point at a row.'}
      </Typography>
    </Box>
  );
}
