import * as React from 'react';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';

export default function WrappedLabelTabs() {
  const [tab, setTab] = React.useState('summary');

  return (
    <Tabs value={tab} onChange={(_event, next) => setTab(next)} aria-label="Report">
      <Tab value="summary" label="Summary" />
      {/* `wrapped` lets a long label break over two lines instead of widening the tab. */}
      <Tab
        value="regional"
        label="Regional breakdown of quarterly revenue"
        wrapped
      />
      <Tab value="notes" label="Notes" />
    </Tabs>
  );
}
