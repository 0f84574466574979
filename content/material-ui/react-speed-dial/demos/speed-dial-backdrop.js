import * as React from 'react';
import Backdrop from '@mui/material/Backdrop';
import Box from '@mui/material/Box';
import SpeedDial from '@mui/material/SpeedDial';
import SpeedDialAction from '@mui/material/SpeedDialAction';
import SpeedDialIcon from '@mui/material/SpeedDialIcon';
import Typography from '@mui/material/Typography';
import NoteAddIcon from '@mui/icons-material/NoteAdd';
import CreateNewFolderIcon from '@mui/icons-material/CreateNewFolder';
import UploadFileIcon from '@mui/icons-material/UploadFile';

const actions = [
  { name: 'New file', icon: <NoteAddIcon /> },
  { name: 'New folder', icon: <CreateNewFolderIcon /> },
  { name: 'Upload', icon: <UploadFileIcon /> },
];

// A Backdrop behind the open dial dims the page and closes the dial when clicked. Both sit
// inside the bordered box here (position absolute) instead of covering the whole window.
export default function SpeedDialBackdrop() {
  const [open, setOpen] = React.useState(false);
  const [created, setCreated] = React.useState('nothing yet');
  return (
    <Box
      sx={{
        height: 300,
        position: 'relative',
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        p: 2,
      }}
    >
      <Typography variant="body2">Created: {created}</Typography>
      <Backdrop
        open={open}
        onClick={() => setOpen(false)}
        sx={{ position: 'absolute' }}
      />
      <SpeedDial
        ariaLabel="Add to project"
        sx={{ position: 'absolute', bottom: 16, right: 16 }}
        icon={<SpeedDialIcon />}
        open={open}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
      >
        {actions.map((action) => (
          <SpeedDialAction
            key={action.name}
            icon={action.icon}
            tooltipTitle={action.name}
            tooltipOpen
            onClick={() => {
              setCreated(action.name.toLowerCase());
              setOpen(false);
            }}
          />
        ))}
      </SpeedDial>
    </Box>
  );
}
