import * as React from 'react';
import Sheet from '@mui/joy/Sheet';
import Tab from '@mui/joy/Tab';
import TabList from '@mui/joy/TabList';
import TabPanel from '@mui/joy/TabPanel';
import Tabs from '@mui/joy/Tabs';

export default function InvertedTabs() {
  return (
    // A solid Sheet with invertedColors: the tabs, the indicator and the panel text inside adapt
    // to the strong background. Tabs itself is made transparent to let the Sheet show.
    <Sheet
      variant="solid"
      color="primary"
      invertedColors
      sx={{
        borderRadius: 'md',
        maxWidth: 420,
        bgcolor: 'primary.800',
        overflow: 'hidden',
      }}
    >
      <Tabs defaultValue="today" sx={{ bgcolor: 'transparent' }}>
        <TabList aria-label="Activity period" tabFlex={1}>
          <Tab value="today">Today</Tab>
          <Tab value="week">This week</Tab>
          <Tab value="month">This month</Tab>
        </TabList>
        <TabPanel value="today">4 new sign-ups, 1 cancellation.</TabPanel>
        <TabPanel value="week">31 new sign-ups, 3 cancellations.</TabPanel>
        <TabPanel value="month">118 new sign-ups, 9 cancellations.</TabPanel>
      </Tabs>
    </Sheet>
  );
}
