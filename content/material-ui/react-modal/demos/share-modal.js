import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Modal from '@mui/material/Modal';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

export default function ShareModal() {
  const [open, setOpen] = React.useState(false);
  const [shared, setShared] = React.useState('');
  const [email, setEmail] = React.useState('');

  return (
    <div>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Share board
      </Button>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {shared ? `Shared with ${shared}.` : 'Not shared yet.'}
      </Typography>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        aria-labelledby="share-modal-title"
        aria-describedby="share-modal-text"
      >
        <Box
          component="form"
          onSubmit={(event) => {
            event.preventDefault();
            setShared(email);
            setOpen(false);
          }}
          sx={{
            position: 'absolute',
            top: '50%',
            left: '50%',
            transform: 'translate(-50%, -50%)',
            width: 340,
            maxWidth: '90vw',
            bgcolor: 'background.paper',
            borderRadius: 2,
            boxShadow: 24,
            p: 3,
          }}
        >
          <Typography id="share-modal-title" variant="h6" component="h2">
            Share “Roadmap”
          </Typography>
          <Typography
            id="share-modal-text"
            variant="body2"
            color="text.secondary"
            sx={{ mb: 2 }}
          >
            People you invite can edit the board.
          </Typography>
          <TextField
            autoFocus
            fullWidth
            size="small"
            type="email"
            label="Email"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 2 }}>
            <Button onClick={() => setOpen(false)}>Cancel</Button>
            <Button type="submit" variant="contained">
              Invite
            </Button>
          </Box>
        </Box>
      </Modal>
    </div>
  );
}
