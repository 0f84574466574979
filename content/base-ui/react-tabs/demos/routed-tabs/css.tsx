import * as React from 'react';
import { Tabs } from '@mui/base/Tabs';
import { TabsList } from '@mui/base/TabsList';
import { Tab } from '@mui/base/Tab';
import { TabPanel } from '@mui/base/TabPanel';
import './routed-tabs.css';

const routes = [
  { path: '/orders/open', label: 'Open', text: '4 orders are waiting to ship.' },
  { path: '/orders/shipped', label: 'Shipped', text: '12 orders left the warehouse this week.' },
  { path: '/orders/returned', label: 'Returned', text: '1 order came back: wrong size.' },
];

export default function RoutedTabsCss() {
  // Stands in for the router's location; a real app reads and pushes it with its router.
  const [path, setPath] = React.useState(routes[0].path);
  return (
    <div className="routed-tabs">
      <output aria-label="Current address" className="routed-tabs-address">
        {path}
      </output>
      <Tabs value={path} onChange={(event, value) => setPath(String(value))}>
        <TabsList aria-label="Orders" className="routed-tabs-list">
          {routes.map((route) => (
            <Tab
              key={route.path}
              value={route.path}
              slots={{ root: 'a' }}
              href={`?order=${route.path.split("/").pop()}`}
              onClick={(event: React.MouseEvent) => event.preventDefault()}
              className="routed-tabs-tab"
            >
              {route.label}
            </Tab>
          ))}
        </TabsList>
        {routes.map((route) => (
          <TabPanel key={route.path} value={route.path} className="routed-tabs-panel">
            {route.text}
          </TabPanel>
        ))}
      </Tabs>
    </div>
  );
}
