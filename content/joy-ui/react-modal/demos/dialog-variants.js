import * as React from 'react';
import Button from '@mui/joy/Button';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Modal from '@mui/joy/Modal';
import ModalClose from '@mui/joy/ModalClose';
import ModalDialog from '@mui/joy/ModalDialog';
import Stack from '@mui/joy/Stack';

export default function DialogVariants() {
  const [variant, setVariant] = React.useState(null);

  return (
    <React.Fragment>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {['plain', 'outlined', 'soft', 'solid'].map((v) => (
          <Button
            key={v}
            variant="outlined"
            color="neutral"
            onClick={() => setVariant(v)}
          >
            {v}
          </Button>
        ))}
      </Stack>
      <Modal open={!!variant} onClose={() => setVariant(null)}>
        <ModalDialog
          variant={variant ?? 'outlined'}
          invertedColors={variant === 'solid'}
          size="sm"
        >
          <ModalClose />
          <DialogTitle>A {variant} dialog</DialogTitle>
          <DialogContent>
            The dialog takes the global variants like any surface.
          </DialogContent>
        </ModalDialog>
      </Modal>
    </React.Fragment>
  );
}
