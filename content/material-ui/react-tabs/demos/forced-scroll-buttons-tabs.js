import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';

const categories = [
  'All',
  'Design',
  'Engineering',
  'Marketing',
  'Sales',
  'Support',
  'Finance',
  'Legal',
  'People',
];

export default function ForcedScrollButtonsTabs() {
  const [tab, setTab] = React.useState('All');

  return (
    <Box sx={{ maxWidth: 420 }}>
      {/* scrollButtons always shows the arrows (disabled at the ends), on phones too. */}
      <Tabs
        value={tab}
        onChange={(_event, next) => setTab(next)}
        variant="scrollable"
        scrollButtons
        allowScrollButtonsMobile
        aria-label="Job categories"
      >
        {categories.map((category) => (
          <Tab key={category} value={category} label={category} />
        ))}
      </Tabs>
    </Box>
  );
}
