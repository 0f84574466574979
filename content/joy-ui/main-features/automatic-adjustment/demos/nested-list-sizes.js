import * as React from 'react';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import ListSubheader from '@mui/joy/ListSubheader';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';
import Notifications from '@mui/icons-material/NotificationsOutlined';
import Lock from '@mui/icons-material/LockOutlined';

export default function NestedListSizes() {
  const [size, setSize] = React.useState('sm');

  return (
    <Stack spacing={2}>
      <RadioGroup
        orientation="horizontal"
        aria-label="List size"
        value={size}
        onChange={(e) => setSize(e.target.value)}
      >
        <Radio value="sm" label="sm" />
        <Radio value="md" label="md" />
        <Radio value="lg" label="lg" />
      </RadioGroup>
      <Sheet variant="outlined" sx={{ borderRadius: 'sm', maxWidth: 360 }}>
        <List size={size}>
          <ListItem nested>
            <ListSubheader id="nested-list-sizes-alerts">Alerts</ListSubheader>
            <List aria-labelledby="nested-list-sizes-alerts">
              <ListItem
                endAction={
                  <Switch
                    size={size}
                    defaultChecked
                    slotProps={{ input: { 'aria-label': 'Mentions' } }}
                  />
                }
              >
                <ListItemDecorator>
                  <Notifications />
                </ListItemDecorator>
                Mentions
              </ListItem>
              <ListItem
                endAction={
                  <Switch
                    size={size}
                    slotProps={{ input: { 'aria-label': 'Weekly digest' } }}
                  />
                }
              >
                <ListItemDecorator>
                  <Notifications />
                </ListItemDecorator>
                Weekly digest
              </ListItem>
            </List>
          </ListItem>
          <ListItem nested>
            <ListSubheader id="nested-list-sizes-security">Security</ListSubheader>
            <List aria-labelledby="nested-list-sizes-security">
              <ListItem>
                <ListItemButton>
                  <ListItemDecorator>
                    <Lock />
                  </ListItemDecorator>
                  Change password
                </ListItemButton>
              </ListItem>
            </List>
          </ListItem>
        </List>
      </Sheet>
    </Stack>
  );
}
