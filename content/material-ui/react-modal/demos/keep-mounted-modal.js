import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Modal from '@mui/material/Modal';
import Typography from '@mui/material/Typography';

const terms = Array.from(
  { length: 6 },
  (_, i) =>
    `Clause ${i + 1}. The service is provided as is, and may change with notice.`,
);

export default function KeepMountedModal() {
  const [open, setOpen] = React.useState(false);
  return (
    <div>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Read the terms
      </Button>
      {/* keepMounted leaves the content in the DOM while closed: it is rendered once,
          reopens instantly and is present in the server HTML. */}
      <Modal
        keepMounted
        open={open}
        onClose={() => setOpen(false)}
        aria-labelledby="keep-mounted-modal-title"
      >
        <Box
          sx={{
            position: 'absolute',
            top: '50%',
            left: '50%',
            transform: 'translate(-50%, -50%)',
            width: 420,
            maxWidth: 'calc(100% - 32px)',
            maxHeight: '70vh',
            overflow: 'auto',
            bgcolor: 'background.paper',
            borderRadius: 2,
            boxShadow: 24,
            p: 3,
          }}
        >
          <Typography
            id="keep-mounted-modal-title"
            variant="h6"
            component="h2"
            gutterBottom
          >
            Terms of service
          </Typography>
          {terms.map((clause) => (
            <Typography key={clause} variant="body2" paragraph>
              {clause}
            </Typography>
          ))}
          <Button variant="contained" onClick={() => setOpen(false)}>
            Close
          </Button>
        </Box>
      </Modal>
    </div>
  );
}
