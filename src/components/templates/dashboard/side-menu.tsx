import PeopleIcon from '@mui/icons-material/PeopleOutlined';
import ReceiptIcon from '@mui/icons-material/ReceiptLongOutlined';
import SettingsIcon from '@mui/icons-material/SettingsOutlined';
import SpaceIcon from '@mui/icons-material/SpaceDashboardOutlined';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { Brand } from '../shared/brand';
import { SECTIONS, type Section } from './data';

const ICONS: Record<Section, JSX.Element> = {
  Overview: <SpaceIcon />,
  Orders: <ReceiptIcon />,
  Customers: <PeopleIcon />,
  Settings: <SettingsIcon />,
};

/** The menu's content, shared by the permanent drawer (md up) and the temporary one (phones). */
export function SideMenu({ current, onSelect }: { current: Section; onSelect: (section: Section) => void }) {
  return (
    <Box component="nav" aria-label="Dashboard" sx={{ width: 240 }}>
      <Box sx={{ p: 2 }}>
        <Brand />
      </Box>
      <List>
        {SECTIONS.map((section) => (
          <ListItem key={section} disablePadding>
            <ListItemButton
              selected={section === current}
              aria-current={section === current ? 'page' : undefined}
              onClick={() => onSelect(section)}
              sx={{ mx: 1, borderRadius: 2 }}
            >
              <ListItemIcon>{ICONS[section]}</ListItemIcon>
              <ListItemText primary={section} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
