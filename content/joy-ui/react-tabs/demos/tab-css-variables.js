import * as React from 'react';
import Tab, { tabClasses } from '@mui/joy/Tab';
import TabList from '@mui/joy/TabList';
import TabPanel from '@mui/joy/TabPanel';
import Tabs from '@mui/joy/Tabs';

export default function TabCssVariables() {
  return (
    <Tabs
      defaultValue={0}
      sx={{ '--Tabs-spacing': '24px', maxWidth: 460, bgcolor: 'transparent' }}
    >
      <TabList
        aria-label="Project views"
        disableUnderline
        sx={{
          gap: 1,
          // A thick, rounded indicator in the primary color, and no background on the selected tab.
          [`& .${tabClasses.root}`]: {
            '--Tab-indicatorThickness': '4px',
            '--Tab-indicatorRadius': '4px 4px 0 0',
            '--Tab-indicatorColor': 'var(--joy-palette-primary-500)',
            '&[aria-selected="true"]': { bgcolor: 'transparent', fontWeight: 'lg' },
          },
        }}
      >
        <Tab indicatorInset>Board</Tab>
        <Tab indicatorInset>Timeline</Tab>
        <Tab indicatorInset>Files</Tab>
      </TabList>
      {/* --Tabs-spacing sets the padding of the tabs and panels. */}
      <TabPanel value={0}>Twelve cards across four columns.</TabPanel>
      <TabPanel value={1}>Three milestones until the June launch.</TabPanel>
      <TabPanel value={2}>Eight shared files.</TabPanel>
    </Tabs>
  );
}
