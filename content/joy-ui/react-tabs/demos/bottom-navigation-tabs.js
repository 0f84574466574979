import * as React from 'react';
import Box from '@mui/joy/Box';
import Tab from '@mui/joy/Tab';
import TabList from '@mui/joy/TabList';
import TabPanel from '@mui/joy/TabPanel';
import Tabs from '@mui/joy/Tabs';
import Typography from '@mui/joy/Typography';
import Explore from '@mui/icons-material/ExploreOutlined';
import Favorite from '@mui/icons-material/FavoriteBorder';
import Home from '@mui/icons-material/HomeOutlined';
import Person from '@mui/icons-material/PersonOutline';

const tabs = [
  { value: 'home', label: 'Home', icon: <Home /> },
  { value: 'explore', label: 'Explore', icon: <Explore /> },
  { value: 'saved', label: 'Saved', icon: <Favorite /> },
  { value: 'profile', label: 'Profile', icon: <Person /> },
];

export default function BottomNavigationTabs() {
  return (
    <Box
      sx={{
        width: 320,
        mx: 'auto',
        border: '1px solid',
        borderColor: 'divider',
        borderRadius: 'lg',
        overflow: 'hidden',
      }}
    >
      <Tabs
        defaultValue="home"
        sx={{ display: 'flex', flexDirection: 'column-reverse' }}
      >
        <TabList
          aria-label="App sections"
          tabFlex={1}
          disableUnderline
          sx={{ borderTop: '1px solid', borderColor: 'divider', p: 0.5, gap: 0.5 }}
        >
          {tabs.map((tab) => (
            // orientation="vertical" on a Tab stacks its icon above the text.
            <Tab
              key={tab.value}
              value={tab.value}
              orientation="vertical"
              disableIndicator
              sx={{ borderRadius: 'md', fontSize: 'xs', gap: 0.25 }}
            >
              {tab.icon}
              {tab.label}
            </Tab>
          ))}
        </TabList>
        {tabs.map((tab) => (
          <TabPanel key={tab.value} value={tab.value} sx={{ minHeight: 120 }}>
            <Typography level="title-md">{tab.label}</Typography>
            <Typography level="body-sm">
              The {tab.label.toLowerCase()} screen of the app.
            </Typography>
          </TabPanel>
        ))}
      </Tabs>
    </Box>
  );
}
