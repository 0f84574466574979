import * as React from 'react';
import Chip from '@mui/joy/Chip';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListItemContent from '@mui/joy/ListItemContent';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Sheet from '@mui/joy/Sheet';
import Dashboard from '@mui/icons-material/DashboardOutlined';
import Inbox from '@mui/icons-material/InboxOutlined';
import People from '@mui/icons-material/PeopleOutline';
import Settings from '@mui/icons-material/SettingsOutlined';

const items = [
  { label: 'Dashboard', icon: <Dashboard /> },
  { label: 'Inbox', icon: <Inbox />, count: 8 },
  { label: 'Customers', icon: <People /> },
  { label: 'Settings', icon: <Settings /> },
];

export default function InvertedSideNav() {
  const [selected, setSelected] = React.useState('Inbox');

  return (
    <Sheet
      component="nav"
      aria-label="Main"
      variant="soft"
      color="primary"
      invertedColors
      sx={{ width: 240, p: 1, borderRadius: 'md' }}
    >
      <List sx={{ '--ListItem-radius': '8px' }}>
        {items.map((item) => (
          <ListItem key={item.label}>
            <ListItemButton
              selected={selected === item.label}
              variant={selected === item.label ? 'solid' : 'plain'}
              aria-current={selected === item.label ? 'page' : undefined}
              onClick={() => setSelected(item.label)}
            >
              <ListItemDecorator>{item.icon}</ListItemDecorator>
              <ListItemContent>{item.label}</ListItemContent>
              {item.count && (
                <Chip size="sm" variant="outlined">
                  {item.count}
                </Chip>
              )}
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Sheet>
  );
}
