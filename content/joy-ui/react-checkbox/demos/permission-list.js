import * as React from 'react';
import Checkbox from '@mui/joy/Checkbox';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import Typography from '@mui/joy/Typography';

const permissions = [
  { key: 'read', label: 'Read', hint: 'View projects and files' },
  { key: 'write', label: 'Write', hint: 'Create and edit files' },
  { key: 'admin', label: 'Admin', hint: 'Manage members and billing' },
];

export default function PermissionList() {
  const [granted, setGranted] = React.useState(['read']);

  return (
    <List
      variant="outlined"
      aria-label="Permissions"
      sx={{ borderRadius: 'sm', maxWidth: 360, '--List-gap': '4px' }}
    >
      {permissions.map((p) => (
        <ListItem
          key={p.key}
          variant={granted.includes(p.key) ? 'soft' : 'plain'}
          color={granted.includes(p.key) ? 'primary' : 'neutral'}
          sx={{ borderRadius: 'sm' }}
        >
          {/* overlay: the whole list item toggles the checkbox. */}
          <Checkbox
            overlay
            label={p.label}
            checked={granted.includes(p.key)}
            onChange={(e) =>
              setGranted((g) =>
                e.target.checked ? [...g, p.key] : g.filter((k) => k !== p.key),
              )
            }
            slotProps={{ input: { 'aria-describedby': `permission-list-${p.key}` } }}
          />
          <Typography
            id={`permission-list-${p.key}`}
            level="body-xs"
            sx={{ ml: 'auto' }}
          >
            {p.hint}
          </Typography>
        </ListItem>
      ))}
    </List>
  );
}
