import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Switch from '@mui/material/Switch';

export default function DialogSizes() {
  const id = React.useId();
  const [open, setOpen] = React.useState(false);
  const [fullWidth, setFullWidth] = React.useState(true);
  const [maxWidth, setMaxWidth] = React.useState('sm');

  return (
    <React.Fragment>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Open preview
      </Button>
      <Dialog
        fullWidth={fullWidth}
        maxWidth={maxWidth}
        open={open}
        onClose={() => setOpen(false)}
        aria-labelledby={`${id}-title`}
      >
        <DialogTitle id={`${id}-title`}>Preview size</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            maxWidth caps the width at a breakpoint; fullWidth makes the dialog use
            all of it.
          </DialogContentText>
          <FormControl sx={{ minWidth: 140, mr: 2 }}>
            <InputLabel id={`${id}-max-width`}>maxWidth</InputLabel>
            <Select
              labelId={`${id}-max-width`}
              value={maxWidth === false ? 'false' : maxWidth}
              label="maxWidth"
              onChange={(event) =>
                setMaxWidth(
                  event.target.value === 'false' ? false : event.target.value,
                )
              }
            >
              {['false', 'xs', 'sm', 'md', 'lg', 'xl'].map((value) => (
                <MenuItem key={value} value={value}>
                  {value}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
          <FormControlLabel
            control={
              <Switch
                checked={fullWidth}
                onChange={(event) => setFullWidth(event.target.checked)}
              />
            }
            label="Full width"
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Close</Button>
        </DialogActions>
      </Dialog>
    </React.Fragment>
  );
}
