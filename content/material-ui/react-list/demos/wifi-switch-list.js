import * as React from 'react';
import BluetoothIcon from '@mui/icons-material/Bluetooth';
import WifiIcon from '@mui/icons-material/Wifi';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Switch from '@mui/material/Switch';

export default function WifiSwitchList() {
  const [on, setOn] = React.useState(['wifi']);
  const toggle = (key) =>
    setOn((current) =>
      current.includes(key) ? current.filter((k) => k !== key) : [...current, key],
    );

  return (
    <List
      sx={{ maxWidth: 360, bgcolor: 'background.paper' }}
      subheader={<ListSubheader>Connections</ListSubheader>}
    >
      {[
        { key: 'wifi', label: 'Wi-Fi', icon: <WifiIcon /> },
        { key: 'bluetooth', label: 'Bluetooth', icon: <BluetoothIcon /> },
      ].map(({ key, label, icon }) => (
        // The switch is the row's only control, as a secondary action: no button around it.
        <ListItem
          key={key}
          secondaryAction={
            <Switch
              edge="end"
              checked={on.includes(key)}
              onChange={() => toggle(key)}
              inputProps={{ 'aria-labelledby': `switch-list-${key}` }}
            />
          }
        >
          <ListItemIcon>{icon}</ListItemIcon>
          <ListItemText id={`switch-list-${key}`} primary={label} />
        </ListItem>
      ))}
    </List>
  );
}
