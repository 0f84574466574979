import * as React from 'react';
import Badge from '@mui/joy/Badge';
import Tab from '@mui/joy/Tab';
import TabList from '@mui/joy/TabList';
import Tabs from '@mui/joy/Tabs';

const tabs = [
  { label: 'Open', count: 12 },
  { label: 'In review', count: 3 },
  { label: 'Closed', count: 0 },
];

export default function TabCounts() {
  return (
    <Tabs defaultValue={0} sx={{ bgcolor: 'transparent' }}>
      <TabList>
        {tabs.map((tab, index) => (
          <Tab key={tab.label} value={index} sx={{ pr: 3 }}>
            {/* A badge anchored to the tab's label; showZero is off, so "Closed" has none.
                The count is in the tab's text for screen readers via the badge content. */}
            <Badge badgeContent={tab.count} size="sm" color="neutral" variant="soft" badgeInset="-4px -14px 0 0">
              {tab.label}
            </Badge>
          </Tab>
        ))}
      </TabList>
    </Tabs>
  );
}
