import * as React from 'react';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';

export default function AutoRenewSwitch() {
  return (
    // --Switch-thumbWidth makes the thumb wider than it is tall; the track grows to fit.
    <Typography
      component="label"
      endDecorator={
        <Switch
          color="success"
          defaultChecked
          sx={{
            '--Switch-trackWidth': '56px',
            '--Switch-trackHeight': '28px',
            '--Switch-thumbWidth': '28px',
            '--Switch-thumbSize': '20px',
            '--Switch-thumbRadius': '10px',
            '--Switch-thumbOffset': '4px',
          }}
        />
      }
      sx={{ gap: 2 }}
    >
      Auto-renew subscription
    </Typography>
  );
}
