import * as React from 'react';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import SvgIcon from '@mui/material/SvgIcon';

function CheckCircle(props) {
  return (
    <SvgIcon {...props}>
      <path d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm-1.5 14.5-4-4 1.4-1.4 2.6 2.6 5.6-5.6 1.4 1.4-7 7Z" />
    </SvgIcon>
  );
}

function Warning(props) {
  return (
    <SvgIcon {...props}>
      <path d="M1 21h22L12 2 1 21Zm12-3h-2v-2h2v2Zm0-4h-2v-4h2v4Z" />
    </SvgIcon>
  );
}

const checks = [
  { name: 'Database', ok: true },
  { name: 'Search index', ok: false },
  { name: 'Mail queue', ok: true },
];

export default function CustomSvgIcons() {
  return (
    <List dense sx={{ maxWidth: 360 }} aria-label="Service health">
      {checks.map(({ name, ok }) => (
        <ListItem key={name}>
          <ListItemIcon>
            {ok ? (
              <CheckCircle color="success" titleAccess="Healthy" />
            ) : (
              <Warning color="warning" fontSize="large" titleAccess="Degraded" />
            )}
          </ListItemIcon>
          <ListItemText
            primary={name}
            secondary={ok ? 'All checks passing' : 'Slow responses'}
          />
        </ListItem>
      ))}
    </List>
  );
}
