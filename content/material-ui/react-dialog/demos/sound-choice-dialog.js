import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const sounds = ['None', 'Chime', 'Marimba', 'Pebble', 'Ripple', 'Tick', 'Woodblock'];

export default function SoundChoiceDialog() {
  const id = React.useId();
  const [open, setOpen] = React.useState(false);
  const [saved, setSaved] = React.useState('Chime');
  // A draft: the choice only counts once confirmed with OK; Cancel throws it away.
  const [draft, setDraft] = React.useState(saved);

  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="body2">Notification sound: {saved}</Typography>
      <Button
        variant="outlined"
        onClick={() => {
          setDraft(saved);
          setOpen(true);
        }}
      >
        Change sound
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        aria-labelledby={`${id}-title`}
        maxWidth="xs"
        fullWidth
      >
        <DialogTitle id={`${id}-title`}>Notification sound</DialogTitle>
        <DialogContent dividers>
          <RadioGroup
            aria-labelledby={`${id}-title`}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
          >
            {sounds.map((sound) => (
              <FormControlLabel
                key={sound}
                value={sound}
                control={<Radio />}
                label={sound}
              />
            ))}
          </RadioGroup>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Cancel</Button>
          <Button
            onClick={() => {
              setSaved(draft);
              setOpen(false);
            }}
          >
            OK
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
