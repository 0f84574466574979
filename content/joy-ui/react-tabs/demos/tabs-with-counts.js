import * as React from 'react';
import Chip from '@mui/joy/Chip';
import Tab from '@mui/joy/Tab';
import TabList from '@mui/joy/TabList';
import TabPanel from '@mui/joy/TabPanel';
import Tabs from '@mui/joy/Tabs';

const tabs = [
  { value: 'open', label: 'Open', count: 14 },
  { value: 'review', label: 'In review', count: 3 },
  { value: 'done', label: 'Done', count: 128 },
];

export default function TabsWithCounts() {
  const [value, setValue] = React.useState('open');

  return (
    <Tabs
      value={value}
      onChange={(_e, v) => setValue(v)}
      size="sm"
      sx={{ maxWidth: 480 }}
    >
      <TabList aria-label="Pull requests" tabFlex={1}>
        {tabs.map((tab) => (
          <Tab key={tab.value} value={tab.value} indicatorPlacement="bottom">
            {tab.label}
            <Chip
              size="sm"
              variant="soft"
              color={value === tab.value ? 'primary' : 'neutral'}
            >
              {tab.count}
            </Chip>
          </Tab>
        ))}
      </TabList>
      {tabs.map((tab) => (
        <TabPanel key={tab.value} value={tab.value}>
          {tab.count} pull requests {tab.label.toLowerCase()}.
        </TabPanel>
      ))}
    </Tabs>
  );
}
