import * as React from 'react';
import Button from '@mui/joy/Button';
import Input from '@mui/joy/Input';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import Modal from '@mui/joy/Modal';
import ModalDialog from '@mui/joy/ModalDialog';
import Search from '@mui/icons-material/Search';

const commands = [
  'New file',
  'Open recent',
  'Toggle sidebar',
  'Change theme',
  'Go to line',
];

export default function CommandPalettePosition() {
  const [open, setOpen] = React.useState(false);
  const [query, setQuery] = React.useState('');
  const matches = commands.filter((command) =>
    command.toLowerCase().includes(query.toLowerCase()),
  );

  return (
    <React.Fragment>
      <Button
        variant="soft"
        color="neutral"
        startDecorator={<Search />}
        onClick={() => setOpen(true)}
      >
        Commands
      </Button>
      <Modal open={open} onClose={() => setOpen(false)}>
        {/* sx moves the dialog from the center to the upper part of the screen. */}
        <ModalDialog
          aria-label="Command palette"
          sx={{
            top: '15vh',
            transform: 'translateX(-50%)',
            width: 'min(480px, 90vw)',
            p: 1.5,
            gap: 1,
          }}
        >
          <Input
            autoFocus
            placeholder="Type a command"
            aria-label="Command"
            startDecorator={<Search />}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
          <List size="sm">
            {matches.map((command) => (
              <ListItem key={command}>
                <ListItemButton onClick={() => setOpen(false)}>
                  {command}
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </ModalDialog>
      </Modal>
    </React.Fragment>
  );
}
