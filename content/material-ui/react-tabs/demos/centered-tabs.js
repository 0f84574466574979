import * as React from 'react';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';

export default function CenteredTabs() {
  const [tab, setTab] = React.useState('monthly');

  return (
    <Tabs
      value={tab}
      onChange={(_event, next) => setTab(next)}
      centered
      aria-label="Billing period"
    >
      <Tab value="monthly" label="Monthly" />
      <Tab value="yearly" label="Yearly (2 months free)" />
    </Tabs>
  );
}
