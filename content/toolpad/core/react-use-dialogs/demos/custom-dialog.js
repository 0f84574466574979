import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Stack from '@mui/material/Stack';
import { DialogsProvider, useDialogs } from '@toolpad/core/useDialogs';

// A dialog component receives `payload` (its input), `open` and `onClose(result)`.
function EditMemberDialog({ payload, open, onClose }) {
  const [role, setRole] = React.useState(payload.role);
  return (
    <Dialog open={open} onClose={() => onClose(null)} fullWidth maxWidth="xs">
      <DialogTitle>Edit {payload.name}</DialogTitle>
      <DialogContent>
        <TextField
          select
          fullWidth
          margin="dense"
          label="Role"
          value={role}
          onChange={(event) => setRole(event.target.value)}
        >
          {['Viewer', 'Editor', 'Admin'].map((option) => (
            <MenuItem key={option} value={option}>
              {option}
            </MenuItem>
          ))}
        </TextField>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose(null)}>Cancel</Button>
        <Button variant="contained" onClick={() => onClose({ ...payload, role })}>
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function MemberRow() {
  const dialogs = useDialogs();
  const [member, setMember] = React.useState({
    name: 'Lena Okafor',
    role: 'Editor',
  });
  const edit = async () => {
    // The promise resolves to whatever the dialog passed to onClose.
    const updated = await dialogs.open(EditMemberDialog, member);
    if (updated) setMember(updated);
  };
  return (
    <Stack direction="row" spacing={2} alignItems="center">
      <Typography>
        {member.name}: {member.role}
      </Typography>
      <Button onClick={edit}>Edit role</Button>
    </Stack>
  );
}

export default function CustomDialog() {
  return (
    <DialogsProvider>
      <MemberRow />
    </DialogsProvider>
  );
}
