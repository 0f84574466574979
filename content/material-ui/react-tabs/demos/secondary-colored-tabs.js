import * as React from 'react';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';

export default function SecondaryColoredTabs() {
  const [tab, setTab] = React.useState('day');

  return (
    <Tabs
      value={tab}
      onChange={(_event, next) => setTab(next)}
      textColor="secondary"
      indicatorColor="secondary"
      aria-label="Calendar view"
    >
      <Tab value="day" label="Day" />
      <Tab value="week" label="Week" />
      <Tab value="month" label="Month" />
    </Tabs>
  );
}
