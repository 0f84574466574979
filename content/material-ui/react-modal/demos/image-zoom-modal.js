import * as React from 'react';
import Backdrop from '@mui/material/Backdrop';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Fade from '@mui/material/Fade';
import Modal from '@mui/material/Modal';
import Typography from '@mui/material/Typography';

function poster() {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 200"><rect width="320" height="200" fill="#1e88e5"/><circle cx="250" cy="60" r="30" fill="#ffeb3b"/><path d="M0 200 110 80l60 70 40-40 110 90Z" fill="#0d47a1"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export default function ImageZoomModal() {
  const [open, setOpen] = React.useState(false);
  const src = poster();
  return (
    <div>
      <ButtonBase
        onClick={() => setOpen(true)}
        aria-label="Enlarge the mountain poster"
        sx={{ borderRadius: 1, overflow: 'hidden' }}
      >
        <img src={src} alt="" width={160} height={100} />
      </ButtonBase>
      {/* closeAfterTransition waits for the Fade to finish before unmounting. */}
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        closeAfterTransition
        slots={{ backdrop: Backdrop }}
        slotProps={{ backdrop: { timeout: 400 } }}
        aria-labelledby="image-zoom-modal-caption"
      >
        <Fade in={open} timeout={400}>
          <Box
            tabIndex={-1}
            sx={{
              position: 'absolute',
              top: '50%',
              left: '50%',
              transform: 'translate(-50%, -50%)',
              width: 480,
              maxWidth: 'calc(100% - 32px)',
              bgcolor: 'background.paper',
              borderRadius: 2,
              p: 1,
              outline: 0,
            }}
          >
            <img
              src={src}
              alt="Poster of a blue mountain under a yellow sun"
              style={{ width: '100%', display: 'block' }}
            />
            <Typography id="image-zoom-modal-caption" variant="body2" sx={{ p: 1 }}>
              Mountain poster, 50 × 70 cm. Press Escape to close.
            </Typography>
          </Box>
        </Fade>
      </Modal>
    </div>
  );
}
