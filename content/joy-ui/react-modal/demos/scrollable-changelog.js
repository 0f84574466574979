import * as React from 'react';
import Button from '@mui/joy/Button';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import Modal from '@mui/joy/Modal';
import ModalClose from '@mui/joy/ModalClose';
import ModalDialog from '@mui/joy/ModalDialog';

const entries = Array.from(
  { length: 30 },
  (_, i) => `v2.${30 - i}.0: fixes and small improvements (${i + 1})`,
);

export default function ScrollableChangelog() {
  const [open, setOpen] = React.useState(false);

  return (
    <React.Fragment>
      <Button variant="soft" onClick={() => setOpen(true)}>
        What’s new
      </Button>
      <Modal open={open} onClose={() => setOpen(false)}>
        <ModalDialog sx={{ maxHeight: '70vh', width: 420 }}>
          <ModalClose />
          <DialogTitle>Changelog</DialogTitle>
          {/* The title stays put; only the content scrolls. */}
          <DialogContent
            sx={{ overflow: 'auto' }}
            tabIndex={0}
            role="region"
            aria-label="Changelog entries"
          >
            <List size="sm">
              {entries.map((entry) => (
                <ListItem key={entry}>{entry}</ListItem>
              ))}
            </List>
          </DialogContent>
        </ModalDialog>
      </Modal>
    </React.Fragment>
  );
}
