import * as React from 'react';
import CloseIcon from '@mui/icons-material/Close';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';

// Padding and borders changed through the dialog's slot classes.
const RoomyDialog = styled(Dialog)(({ theme }) => ({
  '& .MuiDialogContent-root': { padding: theme.spacing(3) },
  '& .MuiDialogActions-root': { padding: theme.spacing(1.5, 3) },
  '& .MuiDialog-paper': { borderRadius: theme.shape.borderRadius * 2 },
}));

export default function TermsStyledDialog() {
  const id = React.useId();
  const [open, setOpen] = React.useState(false);

  return (
    <React.Fragment>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Read the terms
      </Button>
      <RoomyDialog
        open={open}
        onClose={() => setOpen(false)}
        aria-labelledby={`${id}-title`}
      >
        <DialogTitle id={`${id}-title`} sx={{ pr: 7 }}>
          Terms of service
        </DialogTitle>
        {/* A close button in the corner, for dialogs that need no decision. */}
        <IconButton
          aria-label="Close"
          onClick={() => setOpen(false)}
          sx={{
            position: 'absolute',
            top: 8,
            insetInlineEnd: 8,
            color: 'text.secondary',
          }}
        >
          <CloseIcon />
        </IconButton>
        <DialogContent dividers>
          <Typography gutterBottom>
            You keep the rights to everything you upload.
          </Typography>
          <Typography gutterBottom>
            We keep backups for 30 days after you delete something.
          </Typography>
          <Typography>
            You can export or delete your data at any time from your account.
          </Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Close</Button>
        </DialogActions>
      </RoomyDialog>
    </React.Fragment>
  );
}
