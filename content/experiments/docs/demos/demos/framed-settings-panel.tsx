import * as React from 'react';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';

const channels = [
  { id: 'mentions', label: 'Mentions', detail: 'When someone tags you in a comment' },
  { id: 'reviews', label: 'Review requests', detail: 'When a pull request waits on you' },
  { id: 'digest', label: 'Weekly digest', detail: 'A summary every Monday morning' },
];

// Shown in an iframe, the panel's media query reads the frame's width, not the window's: the
// layout switches as the frame narrows, the way it would in a phone-sized app.
export default function FramedSettingsPanel() {
  const narrow = useMediaQuery('(max-width: 480px)');
  const [enabled, setEnabled] = React.useState<Record<string, boolean>>({ mentions: true });
  return (
    <Paper variant="outlined" sx={{ maxWidth: 520 }}>
      <Typography variant="subtitle1" component="h3" sx={{ px: 2, pt: 1.5 }}>
        Notifications
      </Typography>
      <Typography variant="caption" component="p" sx={{ px: 2, color: 'text.secondary' }}>
        {narrow ? 'Compact layout' : 'Wide layout'}
      </Typography>
      <List dense={narrow}>
        {channels.map((channel, index) => (
          <React.Fragment key={channel.id}>
            {index > 0 ? <Divider component="li" /> : null}
            <ListItem
              secondaryAction={
                <Switch
                  edge="end"
                  checked={Boolean(enabled[channel.id])}
                  onChange={(event) => setEnabled({ ...enabled, [channel.id]: event.target.checked })}
                  inputProps={{ 'aria-label': channel.label }}
                />
              }
            >
              <ListItemText primary={channel.label} secondary={narrow ? undefined : channel.detail} />
            </ListItem>
          </React.Fragment>
        ))}
      </List>
    </Paper>
  );
}
