import * as React from 'react';
import Button from '@mui/joy/Button';
import DialogActions from '@mui/joy/DialogActions';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Dropdown from '@mui/joy/Dropdown';
import IconButton from '@mui/joy/IconButton';
import Menu from '@mui/joy/Menu';
import MenuButton from '@mui/joy/MenuButton';
import MenuItem from '@mui/joy/MenuItem';
import Modal from '@mui/joy/Modal';
import ModalDialog from '@mui/joy/ModalDialog';
import MoreVert from '@mui/icons-material/MoreVert';

export default function MenuOpensDialog() {
  const [open, setOpen] = React.useState(false);
  const [archived, setArchived] = React.useState(false);

  return (
    <React.Fragment>
      {/* The menu closes as its item is chosen; the dialog then opens on its own.
          When it closes, focus goes back to the menu button. */}
      <Dropdown>
        <MenuButton slots={{ root: IconButton }} slotProps={{ root: { variant: 'outlined', 'aria-label': 'Channel actions' } }}>
          <MoreVert />
        </MenuButton>
        <Menu placement="bottom-start">
          <MenuItem>Mute channel</MenuItem>
          <MenuItem disabled={archived} onClick={() => setOpen(true)}>
            {archived ? 'Archived' : 'Archive channel…'}
          </MenuItem>
        </Menu>
      </Dropdown>
      <Modal open={open} onClose={() => setOpen(false)}>
        <ModalDialog role="alertdialog" size="sm">
          <DialogTitle>Archive #design-reviews?</DialogTitle>
          <DialogContent>Members can still read it, but nobody can post.</DialogContent>
          <DialogActions>
            <Button
              onClick={() => {
                setArchived(true);
                setOpen(false);
              }}
            >
              Archive
            </Button>
            <Button variant="plain" color="neutral" onClick={() => setOpen(false)}>
              Cancel
            </Button>
          </DialogActions>
        </ModalDialog>
      </Modal>
    </React.Fragment>
  );
}
