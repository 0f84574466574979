import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';

const ROUTES = [
  { path: '/settings/profile', label: 'Profile', body: 'Name, photo and bio.' },
  {
    path: '/settings/security',
    label: 'Security',
    body: 'Password and two-factor sign-in.',
  },
  {
    path: '/settings/billing',
    label: 'Billing',
    body: 'Plan, invoices and payment method.',
  },
];

// Each tab is a real link (href), so it can be opened in a new tab or copied; a plain click is
// handled in-app. The selected tab is derived from the path, never stored separately. The rest
// of the props (selected, textColor, indicator...) come from Tabs and must reach the Tab.
function LinkTab({ onNavigate, href, ...other }) {
  return (
    <Tab
      component="a"
      // The routes are not pages of this site, so the link stays on this page (a query); a real
      // app links to the route itself.
      href={`?path=${href}`}
      {...other}
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey) return;
        event.preventDefault();
        onNavigate(href);
      }}
    />
  );
}

export default function RouterTabs() {
  const [path, setPath] = React.useState(ROUTES[0].path);
  const current = ROUTES.find((route) => route.path === path) ?? ROUTES[0];

  return (
    <Paper variant="outlined" sx={{ width: '100%', maxWidth: 520 }}>
      <Tabs value={current.path} aria-label="Settings sections" role="navigation">
        {ROUTES.map((route) => (
          <LinkTab
            key={route.path}
            href={route.path}
            value={route.path}
            label={route.label}
            onNavigate={setPath}
          />
        ))}
      </Tabs>
      <Box sx={{ p: 2, borderTop: 1, borderColor: 'divider' }}>
        <Typography variant="h6" component="h3">
          {current.label}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {current.body}
        </Typography>
        <Typography variant="caption" component="p" sx={{ mt: 1 }}>
          Path: <code>{current.path}</code>
        </Typography>
      </Box>
    </Paper>
  );
}
