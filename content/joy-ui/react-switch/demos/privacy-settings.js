import * as React from 'react';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemContent from '@mui/joy/ListItemContent';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';

const settings = [
  {
    id: 'profile',
    label: 'Public profile',
    help: 'Anyone can see your name and photo.',
  },
  {
    id: 'activity',
    label: 'Show activity status',
    help: 'Others see when you were last online.',
  },
  {
    id: 'search',
    label: 'Appear in search engines',
    help: 'Requires a public profile.',
  },
];

export default function PrivacySettings() {
  const [on, setOn] = React.useState({
    profile: true,
    activity: false,
    search: false,
  });
  const prefix = React.useId();
  return (
    <List sx={{ maxWidth: 440, '--ListItem-paddingY': '10px' }}>
      {settings.map((setting) => {
        const disabled = setting.id === 'search' && !on.profile;
        return (
          <ListItem key={setting.id}>
            <ListItemContent>
              <Typography
                level="title-sm"
                component="label"
                htmlFor={`${prefix}-${setting.id}`}
              >
                {setting.label}
              </Typography>
              <Typography level="body-xs" id={`${prefix}-${setting.id}-help`}>
                {setting.help}
              </Typography>
            </ListItemContent>
            <Switch
              checked={on[setting.id] && !disabled}
              disabled={disabled}
              onChange={(event) =>
                setOn({ ...on, [setting.id]: event.target.checked })
              }
              slotProps={{
                input: {
                  id: `${prefix}-${setting.id}`,
                  'aria-describedby': `${prefix}-${setting.id}-help`,
                },
              }}
            />
          </ListItem>
        );
      })}
    </List>
  );
}
