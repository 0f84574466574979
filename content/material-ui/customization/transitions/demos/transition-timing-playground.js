import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';

const DURATIONS = [
  'shortest',
  'shorter',
  'short',
  'standard',
  'complex',
  'enteringScreen',
  'leavingScreen',
];
const EASINGS = ['easeInOut', 'easeOut', 'easeIn', 'sharp'];

export default function TransitionTimingPlayground() {
  const theme = useTheme();
  const [duration, setDuration] = React.useState('standard');
  const [easing, setEasing] = React.useState('easeInOut');
  const [open, setOpen] = React.useState(false);

  const transition = theme.transitions.create(['width', 'background-color'], {
    duration: theme.transitions.duration[duration],
    easing: theme.transitions.easing[easing],
  });

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormControl size="small" sx={{ minWidth: 180 }}>
          <InputLabel id="transition-duration-label">Duration</InputLabel>
          <Select
            labelId="transition-duration-label"
            label="Duration"
            value={duration}
            onChange={(event) => setDuration(event.target.value)}
          >
            {DURATIONS.map((key) => (
              <MenuItem key={key} value={key}>
                {key} ({theme.transitions.duration[key]}ms)
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <FormControl size="small" sx={{ minWidth: 180 }}>
          <InputLabel id="transition-easing-label">Easing</InputLabel>
          <Select
            labelId="transition-easing-label"
            label="Easing"
            value={easing}
            onChange={(event) => setEasing(event.target.value)}
          >
            {EASINGS.map((key) => (
              <MenuItem key={key} value={key}>
                {key}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <Button
          variant="contained"
          onClick={() => setOpen((value) => !value)}
          aria-pressed={open}
        >
          {open ? 'Collapse' : 'Expand'}
        </Button>
      </Stack>
      <Box
        sx={{
          height: 48,
          borderRadius: 1,
          bgcolor: 'action.hover',
          overflow: 'hidden',
        }}
      >
        <Box
          sx={{
            height: '100%',
            width: open ? '100%' : '15%',
            bgcolor: open ? 'primary.main' : 'secondary.main',
            transition,
          }}
        />
      </Box>
      <Typography
        variant="body2"
        component="code"
        sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}
      >
        transition: {transition}
      </Typography>
    </Stack>
  );
}
