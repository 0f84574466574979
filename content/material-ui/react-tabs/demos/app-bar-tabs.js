import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';

export default function AppBarTabs() {
  const [tab, setTab] = React.useState('chats');

  return (
    <AppBar position="static">
      {/* On a colored bar: textColor="inherit" and a contrasting indicator. */}
      <Tabs
        value={tab}
        onChange={(_event, next) => setTab(next)}
        textColor="inherit"
        indicatorColor="secondary"
        variant="fullWidth"
        aria-label="Messenger"
        // Unselected tabs are dimmed to 60% by default, too faint on a colored bar.
        sx={{ '& .MuiTab-root': { opacity: 1 } }}
      >
        <Tab value="chats" label="Chats" />
        <Tab value="status" label="Status" />
        <Tab value="calls" label="Calls" />
      </Tabs>
    </AppBar>
  );
}
