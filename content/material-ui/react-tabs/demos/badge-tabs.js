import * as React from 'react';
import Badge from '@mui/material/Badge';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';

const tabs = [
  { value: 'open', label: 'Open', count: 12 },
  { value: 'review', label: 'In review', count: 3 },
  { value: 'closed', label: 'Closed', count: 0 },
];

export default function BadgeTabs() {
  const [tab, setTab] = React.useState('open');

  return (
    <Tabs value={tab} onChange={(_event, next) => setTab(next)} aria-label="Issues">
      {tabs.map(({ value, label, count }) => (
        // The count is text inside the tab, so it is part of the tab's name ("Open 12").
        <Tab
          key={value}
          value={value}
          label={
            <span>
              {label}{' '}
              <Badge
                badgeContent={count}
                color="primary"
                sx={{
                  '& .MuiBadge-badge': {
                    position: 'static',
                    transform: 'none',
                    ml: 1,
                  },
                }}
              />
            </span>
          }
        />
      ))}
    </Tabs>
  );
}
