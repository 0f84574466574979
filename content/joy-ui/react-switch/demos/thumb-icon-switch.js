import * as React from 'react';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';
import DarkMode from '@mui/icons-material/DarkMode';
import LightMode from '@mui/icons-material/LightMode';

export default function ThumbIconSwitch() {
  const [dark, setDark] = React.useState(false);

  return (
    <Typography
      component="label"
      startDecorator={
        <Switch
          checked={dark}
          onChange={(e) => setDark(e.target.checked)}
          color={dark ? 'primary' : 'warning'}
          slotProps={{
            // The thumb slot holds the icon of the current state.
            thumb: {
              children: dark ? (
                <DarkMode sx={{ fontSize: 'sm' }} />
              ) : (
                <LightMode sx={{ fontSize: 'sm' }} />
              ),
            },
          }}
          sx={{
            '--Switch-thumbSize': '22px',
            '--Switch-trackWidth': '52px',
            '--Switch-trackHeight': '28px',
            mr: 1,
          }}
        />
      }
    >
      Dark theme
    </Typography>
  );
}
