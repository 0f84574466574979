import * as React from 'react';
import Stack from '@mui/joy/Stack';
import Tabs from '@mui/joy/Tabs';
import TabList from '@mui/joy/TabList';
import Tab from '@mui/joy/Tab';

const sizes = ['sm', 'md', 'lg'] as const;

export default function TabSizes() {
  return (
    <Stack spacing={3}>
      {sizes.map((size) => (
        // size on Tabs sets the height, padding and font of every Tab inside.
        <Tabs key={size} size={size} defaultValue="overview">
          <TabList aria-label={`Size ${size}`}>
            <Tab value="overview">Overview ({size})</Tab>
            <Tab value="activity">Activity</Tab>
            <Tab value="settings">Settings</Tab>
          </TabList>
        </Tabs>
      ))}
    </Stack>
  );
}
