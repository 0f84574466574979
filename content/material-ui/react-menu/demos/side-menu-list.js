import * as React from 'react';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const sections = [
  { name: 'General', hint: 'Name, language, time zone' },
  { name: 'Security', hint: 'Password, two-step sign-in' },
  { name: 'Billing', hint: 'Plan, invoices, payment method' },
  { name: 'Integrations', hint: 'Connected apps' },
];

export default function SideMenuList() {
  const [active, setActive] = React.useState('General');
  const hint = sections.find((s) => s.name === active)?.hint;

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <Paper variant="outlined" sx={{ width: 220, flexShrink: 0 }}>
        <MenuList aria-label="Settings sections" dense>
          {sections.map(({ name }) => (
            <MenuItem
              key={name}
              selected={name === active}
              onClick={() => setActive(name)}
            >
              <ListItemText primary={name} />
            </MenuItem>
          ))}
        </MenuList>
      </Paper>
      <div>
        <Typography variant="h6" component="p">
          {active}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {hint}
        </Typography>
      </div>
    </Stack>
  );
}
