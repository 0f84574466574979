import * as React from 'react';
import { Tabs } from '@mui/base/Tabs';
import { TabsList } from '@mui/base/TabsList';
import { Tab } from '@mui/base/Tab';
import { TabPanel } from '@mui/base/TabPanel';

const routes = [
  { path: '/orders/open', label: 'Open', text: '4 orders are waiting to ship.' },
  {
    path: '/orders/shipped',
    label: 'Shipped',
    text: '12 orders left the warehouse this week.',
  },
  {
    path: '/orders/returned',
    label: 'Returned',
    text: '1 order came back: wrong size.',
  },
];

export default function RoutedTabsTailwind() {
  // Stands in for the router's location; a real app reads and pushes it with its router.
  const [path, setPath] = React.useState(routes[0].path);
  return (
    <div className="max-w-[460px] rounded-xl bg-white p-4 text-slate-900">
      <output
        aria-label="Current address"
        className="mb-3 block max-w-md rounded-md bg-slate-100 px-2.5 py-1.5 font-mono text-slate-900"
      >
        {path}
      </output>
      <Tabs value={path} onChange={(event, value) => setPath(String(value))}>
        <TabsList
          aria-label="Orders"
          className="flex gap-4 border-0 border-b border-solid border-slate-500"
        >
          {routes.map((route) => (
            <Tab
              key={route.path}
              value={route.path}
              slots={{ root: 'a' }}
              href={`?order=${route.path.split('/').pop()}`}
              onClick={(event) => event.preventDefault()}
              className="border-0 border-b-[3px] border-solid border-transparent px-0.5 py-2 text-slate-900 no-underline [&.base--selected]:border-blue-700 [&.base--selected]:font-semibold [&.base--selected]:text-blue-700"
            >
              {route.label}
            </Tab>
          ))}
        </TabsList>
        {routes.map((route) => (
          <TabPanel key={route.path} value={route.path} className="px-0.5 py-4">
            {route.text}
          </TabPanel>
        ))}
      </Tabs>
    </div>
  );
}
