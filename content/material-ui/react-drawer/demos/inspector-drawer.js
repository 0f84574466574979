import * as React from 'react';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

const WIDTH = 220;

// A permanent drawer on the right, as a property inspector. The drawer's paper is positioned
// inside the demo box (position: absolute) rather than against the window.
export default function InspectorDrawer() {
  const [title, setTitle] = React.useState('Quarterly review');
  return (
    <Box
      sx={{
        position: 'relative',
        display: 'flex',
        height: 260,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        overflow: 'hidden',
      }}
    >
      <Box component="section" sx={{ flexGrow: 1, p: 2, mr: `${WIDTH}px` }}>
        <Typography variant="h6" component="h3">
          {title || 'Untitled'}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Edit the slide title in the inspector on the right.
        </Typography>
      </Box>
      <Drawer
        variant="permanent"
        anchor="right"
        PaperProps={{
          sx: { position: 'absolute', width: WIDTH, p: 2, boxSizing: 'border-box' },
        }}
      >
        <Typography variant="subtitle2" component="h4" sx={{ mb: 2 }}>
          Inspector
        </Typography>
        <TextField
          label="Slide title"
          size="small"
          value={title}
          onChange={(event) => setTitle(event.target.value)}
        />
      </Drawer>
    </Box>
  );
}
