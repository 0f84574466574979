import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Modal from '@mui/material/Modal';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const surface = {
  position: 'absolute',
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  width: 340,
  maxWidth: 'calc(100% - 32px)',
  bgcolor: 'background.paper',
  borderRadius: 2,
  boxShadow: 24,
  p: 3,
};

export default function DeleteConfirmNestedModal() {
  const [manageOpen, setManageOpen] = React.useState(false);
  const [confirmOpen, setConfirmOpen] = React.useState(false);
  const [deleted, setDeleted] = React.useState(false);

  return (
    <div>
      <Button
        variant="outlined"
        onClick={() => setManageOpen(true)}
        disabled={deleted}
      >
        Manage project
      </Button>
      <Typography variant="body2" role="status" sx={{ mt: 1 }}>
        {deleted ? 'Project deleted.' : ''}
      </Typography>
      <Modal
        open={manageOpen}
        onClose={() => setManageOpen(false)}
        aria-labelledby="nested-modal-manage-title"
      >
        <Box sx={surface}>
          <Typography id="nested-modal-manage-title" variant="h6" component="h2">
            Project “Atlas”
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ my: 2 }}>
            Created in May. 14 members.
          </Typography>
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Button onClick={() => setManageOpen(false)}>Close</Button>
            <Button
              color="error"
              variant="contained"
              onClick={() => setConfirmOpen(true)}
            >
              Delete…
            </Button>
          </Stack>
          {/* The second modal opens on top; Escape closes only the topmost one. */}
          <Modal
            open={confirmOpen}
            onClose={() => setConfirmOpen(false)}
            aria-labelledby="nested-modal-confirm-title"
          >
            <Box sx={{ ...surface, width: 300 }}>
              <Typography
                id="nested-modal-confirm-title"
                variant="h6"
                component="h2"
              >
                Delete “Atlas”?
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ my: 2 }}>
                This cannot be undone.
              </Typography>
              <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                <Button onClick={() => setConfirmOpen(false)}>Cancel</Button>
                <Button
                  color="error"
                  variant="contained"
                  onClick={() => {
                    setConfirmOpen(false);
                    setManageOpen(false);
                    setDeleted(true);
                  }}
                >
                  Delete
                </Button>
              </Stack>
            </Box>
          </Modal>
        </Box>
      </Modal>
    </div>
  );
}
