import * as React from 'react';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';

const channels = [
  {
    id: 'mentions',
    label: 'Mentions',
    detail: 'When someone tags you in a comment',
  },
  {
    id: 'reviews',
    label: 'Review requests',
    detail: 'When a pull request waits on you',
  },
  { id: 'digest', label: 'Weekly digest', detail: 'A summary every Monday morning' },
];

// Shown in an iframe, the panel's media query reads the frame's width, not the window's: the
// layout switches as the frame narrows, the way it would in a phone-sized app.
export default function FramedSettingsPanel() {
  const narrow = useMediaQuery('(max-width: 480px)');
  const [enabled, setEnabled] = React.useState({ mentions: true });
  return (
    <Paper variant="outlined" sx={{ maxWidth: 520, p: 2 }}>
      <Typography variant="subtitle1" component="h3">
        Notifications
      </Typography>
      <Typography
        variant="caption"
        component="p"
        sx={{ color: 'text.secondary', mb: 1 }}
      >
        {narrow ? 'Compact layout' : 'Wide layout'}
      </Typography>
      <Stack divider={<Divider flexItem />} spacing={narrow ? 0.5 : 1}>
        {channels.map((channel) => (
          <FormControlLabel
            key={channel.id}
            labelPlacement="start"
            sx={{ mx: 0, justifyContent: 'space-between' }}
            control={
              <Switch
                checked={Boolean(enabled[channel.id])}
                onChange={(event) =>
                  setEnabled({ ...enabled, [channel.id]: event.target.checked })
                }
              />
            }
            label={
              <span>
                {channel.label}
                {narrow ? null : (
                  <Typography
                    variant="body2"
                    component="span"
                    sx={{ display: 'block', color: 'text.secondary' }}
                  >
                    {channel.detail}
                  </Typography>
                )}
              </span>
            }
          />
        ))}
      </Stack>
    </Paper>
  );
}
