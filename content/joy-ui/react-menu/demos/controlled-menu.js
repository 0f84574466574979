import * as React from 'react';
import Button from '@mui/joy/Button';
import Dropdown from '@mui/joy/Dropdown';
import Menu from '@mui/joy/Menu';
import MenuButton from '@mui/joy/MenuButton';
import MenuItem from '@mui/joy/MenuItem';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function ControlledMenu() {
  const [open, setOpen] = React.useState(false);
  const [log, setLog] = React.useState([]);

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
      {/* Dropdown's open/onOpenChange make the menu controlled. */}
      <Dropdown
        open={open}
        onOpenChange={(_event, isOpen) => {
          setOpen(isOpen);
          setLog((l) => [...l.slice(-3), isOpen ? 'opened' : 'closed']);
        }}
      >
        <MenuButton>Share</MenuButton>
        <Menu>
          <MenuItem onClick={() => setLog((l) => [...l.slice(-3), 'copied link'])}>
            Copy link
          </MenuItem>
          <MenuItem onClick={() => setLog((l) => [...l.slice(-3), 'emailed'])}>
            Email
          </MenuItem>
        </Menu>
      </Dropdown>
      <Button variant="plain" onClick={() => setOpen(true)}>
        Open from elsewhere
      </Button>
      <Typography level="body-sm" aria-live="polite">
        {log.join(' → ') || 'No events yet.'}
      </Typography>
    </Stack>
  );
}
