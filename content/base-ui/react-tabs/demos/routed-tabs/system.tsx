import * as React from 'react';
import { Tabs } from '@mui/base/Tabs';
import { TabsList } from '@mui/base/TabsList';
import { Tab } from '@mui/base/Tab';
import { TabPanel } from '@mui/base/TabPanel';
import { styled } from '@mui/system';

const routes = [
  { path: '/orders/open', label: 'Open', text: '4 orders are waiting to ship.' },
  { path: '/orders/shipped', label: 'Shipped', text: '12 orders left the warehouse this week.' },
  { path: '/orders/returned', label: 'Returned', text: '1 order came back: wrong size.' },
];

const Card = styled('div')({ maxWidth: 460, padding: 16, borderRadius: 12, backgroundColor: '#fff', color: '#0f172a' });
const Address = styled('output')({
  display: 'block',
  maxWidth: 420,
  marginBottom: 12,
  padding: '6px 10px',
  borderRadius: 6,
  backgroundColor: '#f1f5f9',
  color: '#0f172a',
  fontFamily: 'monospace',
});
const List = styled(TabsList)({ display: 'flex', gap: 16, borderBottom: '1px solid #64748b' });
const LinkTab = styled(Tab)({
  padding: '8px 2px',
  borderBottom: '3px solid transparent',
  color: '#0f172a',
  textDecoration: 'none',
  '&.base--selected': { borderBottomColor: '#1d4ed8', color: '#1d4ed8', fontWeight: 600 },
});

export default function RoutedTabsSystem() {
  // Stands in for the router's location; a real app reads and pushes it with its router.
  const [path, setPath] = React.useState(routes[0].path);
  return (
    <Card>
      <Address aria-label="Current address">{path}</Address>
      <Tabs value={path} onChange={(event, value) => setPath(String(value))}>
        <List aria-label="Orders">
          {routes.map((route) => (
            <LinkTab
              key={route.path}
              value={route.path}
              slots={{ root: 'a' }}
              href={`?order=${route.path.split("/").pop()}`}
              onClick={(event: React.MouseEvent) => event.preventDefault()}
            >
              {route.label}
            </LinkTab>
          ))}
        </List>
        {routes.map((route) => (
          <TabPanel key={route.path} value={route.path} style={{ padding: '16px 2px' }}>
            {route.text}
          </TabPanel>
        ))}
      </Tabs>
    </Card>
  );
}
