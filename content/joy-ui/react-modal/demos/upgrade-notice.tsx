import * as React from 'react';
import AspectRatio from '@mui/joy/AspectRatio';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Modal from '@mui/joy/Modal';
import ModalClose from '@mui/joy/ModalClose';
import ModalDialog from '@mui/joy/ModalDialog';
import Rocket from '@mui/icons-material/RocketLaunch';

export default function UpgradeNotice() {
  const [open, setOpen] = React.useState(false);

  return (
    <React.Fragment>
      <Button color="success" onClick={() => setOpen(true)}>
        Upgrade
      </Button>
      <Modal open={open} onClose={() => setOpen(false)}>
        {/* orientation="horizontal" lays the dialog's children in a row: a picture beside the text. */}
        <ModalDialog orientation="horizontal" color="success" variant="soft" sx={{ maxWidth: 520 }}>
          <ModalClose />
          <AspectRatio ratio="1" variant="solid" color="success" sx={{ width: 96, flexShrink: 0, borderRadius: 'md' }}>
            <div>
              <Rocket sx={{ fontSize: 40 }} />
            </div>
          </AspectRatio>
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
            <DialogTitle>You’re on Pro now</DialogTitle>
            <DialogContent>Unlimited projects, version history and priority support are ready to use.</DialogContent>
          </Box>
        </ModalDialog>
      </Modal>
    </React.Fragment>
  );
}
