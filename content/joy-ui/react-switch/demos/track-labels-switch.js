import * as React from 'react';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';

export default function TrackLabelsSwitch() {
  const [on, setOn] = React.useState(true);

  return (
    <Switch
      checked={on}
      onChange={(e) => setOn(e.target.checked)}
      color={on ? 'success' : 'neutral'}
      slotProps={{
        input: { 'aria-label': 'Public profile' },
        // Text in the track, hidden from assistive technology: the input's label says it.
        track: {
          children: (
            <React.Fragment>
              <Typography
                component="span"
                level="inherit"
                aria-hidden
                sx={{ ml: '10px', color: on ? 'success.solidColor' : 'transparent' }}
              >
                On
              </Typography>
              <Typography
                component="span"
                level="inherit"
                aria-hidden
                sx={{ mr: '8px', color: on ? 'transparent' : 'text.primary' }}
              >
                Off
              </Typography>
            </React.Fragment>
          ),
        },
      }}
      sx={{
        '--Switch-thumbSize': '24px',
        '--Switch-trackWidth': '68px',
        '--Switch-trackHeight': '32px',
        fontSize: 'xs',
        fontWeight: 'lg',
      }}
    />
  );
}
