import * as React from 'react';
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import InboxIcon from '@mui/icons-material/Inbox';
import SendIcon from '@mui/icons-material/Send';
import DraftsIcon from '@mui/icons-material/Drafts';

const messages = Array.from({ length: 20 }, (_, index) => `Message ${index + 1}`);

// In an app: <Paper sx={{ position: 'fixed', bottom: 0, left: 0, right: 0 }}>. Inside this demo
// box, position: sticky keeps the bar at the bottom of the scrolling area instead of the window.
export default function StickyBottomNav() {
  const [value, setValue] = React.useState('inbox');
  return (
    <Box
      tabIndex={0}
      role="region"
      aria-label="Mail app preview"
      sx={{ height: 360, maxWidth: 360, overflowY: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <List sx={{ pb: 1 }}>
        {messages.map((message) => (
          <ListItem key={message}>
            <ListItemText primary={message} secondary={`In ${value}`} />
          </ListItem>
        ))}
      </List>
      <Paper component="nav" aria-label="Mail sections" elevation={3} sx={{ position: 'sticky', bottom: 0 }}>
        <BottomNavigation value={value} onChange={(_event, next: string) => setValue(next)} showLabels>
          <BottomNavigationAction label="Inbox" value="inbox" icon={<InboxIcon />} />
          <BottomNavigationAction label="Sent" value="sent" icon={<SendIcon />} />
          <BottomNavigationAction label="Drafts" value="drafts" icon={<DraftsIcon />} />
        </BottomNavigation>
      </Paper>
    </Box>
  );
}
