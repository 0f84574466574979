import * as React from 'react';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';

export default function DisabledTab() {
  const [tab, setTab] = React.useState('details');

  return (
    <Tabs value={tab} onChange={(_event, next) => setTab(next)} aria-label="Order">
      <Tab value="details" label="Details" />
      <Tab value="tracking" label="Tracking" />
      {/* Not available until the order is delivered; arrow keys skip it. */}
      <Tab value="return" label="Return" disabled />
    </Tabs>
  );
}
