import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function DialogSelect() {
  const [open, setOpen] = React.useState(false);
  const [quality, setQuality] = React.useState('1080');
  const [speed, setSpeed] = React.useState('1');

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Playback settings
      </Button>
      <Typography variant="body2">
        {quality}p at {speed}×
      </Typography>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        aria-labelledby="dialog-select-title"
      >
        <DialogTitle id="dialog-select-title">Playback</DialogTitle>
        <DialogContent>
          {/* The menus open above the dialog: both are modal layers managed together. */}
          <Stack direction="row" spacing={2} sx={{ pt: 1 }}>
            <FormControl sx={{ minWidth: 140 }}>
              <InputLabel id="dialog-quality-label">Quality</InputLabel>
              <Select
                labelId="dialog-quality-label"
                value={quality}
                label="Quality"
                onChange={(event) => setQuality(event.target.value)}
              >
                <MenuItem value="480">480p</MenuItem>
                <MenuItem value="720">720p</MenuItem>
                <MenuItem value="1080">1080p</MenuItem>
              </Select>
            </FormControl>
            <FormControl sx={{ minWidth: 140 }}>
              <InputLabel id="dialog-speed-label">Speed</InputLabel>
              <Select
                labelId="dialog-speed-label"
                value={speed}
                label="Speed"
                onChange={(event) => setSpeed(event.target.value)}
              >
                <MenuItem value="0.5">0.5×</MenuItem>
                <MenuItem value="1">Normal</MenuItem>
                <MenuItem value="1.5">1.5×</MenuItem>
                <MenuItem value="2">2×</MenuItem>
              </Select>
            </FormControl>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Done</Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
