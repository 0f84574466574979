import * as React from 'react';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListItemContent from '@mui/joy/ListItemContent';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Sheet from '@mui/joy/Sheet';
import Chip from '@mui/joy/Chip';
import Dashboard from '@mui/icons-material/DashboardOutlined';
import Inbox from '@mui/icons-material/InboxOutlined';
import Insights from '@mui/icons-material/InsightsOutlined';
import Settings from '@mui/icons-material/SettingsOutlined';

const items = [
  { label: 'Overview', icon: <Dashboard /> },
  { label: 'Inbox', icon: <Inbox />, count: 4 },
  { label: 'Reports', icon: <Insights /> },
  { label: 'Settings', icon: <Settings /> },
];

export default function InvertedSidebarList() {
  const [selected, setSelected] = React.useState('Inbox');

  return (
    // invertedColors: the buttons' hover and selected colors and the chip adapt to the solid sheet.
    <Sheet
      variant="solid"
      color="primary"
      invertedColors
      sx={{ width: 240, p: 1, borderRadius: 'md', bgcolor: 'primary.800' }}
    >
      <List
        component="nav"
        aria-label="Workspace"
        sx={{ '--ListItem-radius': '8px', '--List-gap': '4px' }}
      >
        {items.map((item) => (
          <ListItem key={item.label}>
            <ListItemButton
              selected={selected === item.label}
              aria-current={selected === item.label ? 'page' : undefined}
              onClick={() => setSelected(item.label)}
            >
              <ListItemDecorator>{item.icon}</ListItemDecorator>
              <ListItemContent>{item.label}</ListItemContent>
              {item.count ? (
                <Chip size="sm" variant="soft">
                  {item.count}
                </Chip>
              ) : null}
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Sheet>
  );
}
