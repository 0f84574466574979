import * as React from 'react';
import Button from '@mui/joy/Button';
import DialogActions from '@mui/joy/DialogActions';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Modal from '@mui/joy/Modal';
import ModalClose from '@mui/joy/ModalClose';
import ModalDialog from '@mui/joy/ModalDialog';
import ModalOverflow from '@mui/joy/ModalOverflow';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const sections = Array.from({ length: 12 }, (_, index) => `Section ${index + 1}`);

export default function TermsDialog() {
  const [layout, setLayout] = React.useState(null);
  const [accepted, setAccepted] = React.useState(false);

  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Stack direction="row" spacing={1}>
        <Button variant="outlined" onClick={() => setLayout('center')}>
          Read terms (centered)
        </Button>
        <Button variant="outlined" onClick={() => setLayout('fullscreen')}>
          Read terms (full screen)
        </Button>
      </Stack>
      <Typography level="body-sm">
        {accepted ? 'Terms accepted.' : 'Terms not accepted yet.'}
      </Typography>
      <Modal open={layout !== null} onClose={() => setLayout(null)}>
        <ModalOverflow>
          <ModalDialog layout={layout ?? 'center'} sx={{ maxWidth: 560 }}>
            <ModalClose aria-label="Close the terms" />
            <DialogTitle>Terms of service</DialogTitle>
            <DialogContent>
              {sections.map((title) => (
                <React.Fragment key={title}>
                  <Typography level="title-sm" sx={{ mt: 1 }}>
                    {title}
                  </Typography>
                  <Typography level="body-sm">
                    You keep the rights to what you upload. We store it to run the
                    service and delete it within 30 days after you close your
                    account.
                  </Typography>
                </React.Fragment>
              ))}
            </DialogContent>
            <DialogActions>
              <Button
                onClick={() => {
                  setAccepted(true);
                  setLayout(null);
                }}
              >
                Accept
              </Button>
              <Button
                variant="plain"
                color="neutral"
                onClick={() => setLayout(null)}
              >
                Not now
              </Button>
            </DialogActions>
          </ModalDialog>
        </ModalOverflow>
      </Modal>
    </Stack>
  );
}
