import * as React from 'react';
import Stack from '@mui/joy/Stack';
import Tab from '@mui/joy/Tab';
import TabList from '@mui/joy/TabList';
import Tabs from '@mui/joy/Tabs';
import { tabClasses } from '@mui/joy/Tab';

export default function TabVariants() {
  return (
    <Stack spacing={3}>
      {/* Plain tabs with the indicator: the default. */}
      <Tabs defaultValue={0}>
        <TabList aria-label="Plain tabs">
          <Tab>Overview</Tab>
          <Tab>Activity</Tab>
          <Tab>Files</Tab>
        </TabList>
      </Tabs>
      {/* Segmented control: soft list, solid selected tab, no indicator. */}
      <Tabs defaultValue={1} sx={{ bgcolor: 'transparent' }}>
        <TabList
          aria-label="Segmented tabs"
          disableUnderline
          variant="soft"
          sx={{
            p: 0.5,
            gap: 0.5,
            borderRadius: 'xl',
            width: 'fit-content',
            [`& .${tabClasses.root}[aria-selected="true"]`]: {
              boxShadow: 'sm',
              bgcolor: 'background.surface',
            },
          }}
        >
          <Tab disableIndicator>Day</Tab>
          <Tab disableIndicator>Week</Tab>
          <Tab disableIndicator>Month</Tab>
        </TabList>
      </Tabs>
      {/* Pills in the primary color. */}
      <Tabs defaultValue={0} sx={{ bgcolor: 'transparent' }}>
        <TabList aria-label="Pill tabs" disableUnderline sx={{ gap: 1 }}>
          {['All', 'Unread', 'Mentions'].map((label) => (
            <Tab
              key={label}
              disableIndicator
              variant="soft"
              color="primary"
              sx={{
                borderRadius: 'xl',
                '&[aria-selected="true"]': {
                  bgcolor: 'primary.solidBg',
                  color: 'primary.solidColor',
                },
              }}
            >
              {label}
            </Tab>
          ))}
        </TabList>
      </Tabs>
    </Stack>
  );
}
