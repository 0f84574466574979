import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

const rows = [
  { id: 1, title: 'Replace the lobby lights', notes: 'Warm white, dimmable, before the open day', owner: 'Ines' },
  { id: 2, title: 'Book the piano tuner', notes: 'Second week of May', owner: 'Tomasz' },
  { id: 3, title: 'Order chairs', notes: 'Forty stackable chairs for the hall', owner: 'Amara' },
];

export default function FlexColumns() {
  const [notesFlex, setNotesFlex] = React.useState(2);
  const sliderId = React.useId();

  const columns: GridColDef[] = [
    { field: 'title', headerName: 'Task', flex: 1, minWidth: 120 },
    { field: 'notes', headerName: 'Notes', flex: notesFlex, minWidth: 120 },
    // A fixed column keeps its width; flex columns share what is left.
    { field: 'owner', headerName: 'Owner', width: 100 },
  ];

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Typography id={sliderId} variant="body2">
        Notes column flex: {notesFlex} (Task column flex: 1)
      </Typography>
      <Slider
        aria-labelledby={sliderId}
        value={notesFlex}
        min={1}
        max={4}
        step={1}
        marks
        onChange={(_, value) => setNotesFlex(value as number)}
        sx={{ maxWidth: 260 }}
      />
      <Box sx={{ height: 240 }}>
        <DataGrid rows={rows} columns={columns} hideFooter aria-label="Tasks with flexible columns" />
      </Box>
    </Stack>
  );
}
