import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';

const cities = [
  'Lisbon',
  'Madrid',
  'Paris',
  'Berlin',
  'Warsaw',
  'Vienna',
  'Rome',
  'Athens',
];

export default function NoScrollButtonsTabs() {
  const [tab, setTab] = React.useState('Lisbon');

  return (
    <Box sx={{ maxWidth: 360 }}>
      {/* No arrows: readers scroll by swiping or with the keyboard, which scrolls the focused tab into view. */}
      <Tabs
        value={tab}
        onChange={(_event, next) => setTab(next)}
        variant="scrollable"
        scrollButtons={false}
        aria-label="Cities"
      >
        {cities.map((city) => (
          <Tab key={city} value={city} label={city} />
        ))}
      </Tabs>
    </Box>
  );
}
