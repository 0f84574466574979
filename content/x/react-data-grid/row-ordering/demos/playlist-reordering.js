import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPro } from '@mui/x-data-grid-pro';

const initialTracks = [
  { id: 1, title: 'Blue in Green', artist: 'Miles Davis' },
  { id: 2, title: 'Pata Pata', artist: 'Miriam Makeba' },
  { id: 3, title: 'Águas de Março', artist: 'Elis Regina' },
  { id: 4, title: 'Hallelujah', artist: 'Jeff Buckley' },
  { id: 5, title: 'Chan Chan', artist: 'Buena Vista Social Club' },
];

const columns = [
  {
    field: '__reorder__',
    headerName: 'Track',
    valueGetter: (_value, row) => row.title,
  },
  { field: 'title', headerName: 'Title', flex: 1 },
  { field: 'artist', headerName: 'Artist', flex: 1 },
];

export default function PlaylistReordering() {
  const [tracks, setTracks] = React.useState(initialTracks);
  const handleOrderChange = ({ oldIndex, targetIndex }) =>
    setTracks((previous) => {
      const next = [...previous];
      const [moved] = next.splice(oldIndex, 1);
      next.splice(targetIndex, 0, moved);
      return next;
    });
  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 340 }}>
        <DataGridPro
          rows={tracks}
          columns={columns}
          rowReordering
          onRowOrderChange={handleOrderChange}
          hideFooter
          aria-label="Playlist"
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }} role="status">
        Plays next: {tracks[0].title}
      </Typography>
    </Box>
  );
}
