import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';

// Stands in for your router's Link: it takes `to` and forwards its ref to the anchor.
const RouterLink = React.forwardRef(function RouterLink(
  { to, onClick, ...props },
  ref,
) {
  return (
    <a
      ref={ref}
      href={to}
      onClick={(event) => {
        event.preventDefault();
        onClick?.(event);
      }}
      {...props}
    />
  );
});

const routes = [
  { to: '/', label: 'Home' },
  { to: '/blog/', label: 'Blog' },
  { to: '/core/', label: 'Products' },
];

export default function RouterTabs() {
  // In an app the current route comes from the router (useLocation, usePathname).
  const [pathname, setPathname] = React.useState('/');

  return (
    <Box>
      <Tabs value={pathname} role="navigation" aria-label="Site sections">
        {routes.map(({ to, label }) => (
          <Tab
            key={to}
            component={RouterLink}
            to={to}
            value={to}
            label={label}
            aria-current={pathname === to ? 'page' : undefined}
            onClick={() => setPathname(to)}
          />
        ))}
      </Tabs>
      <Typography variant="body2" sx={{ p: 2 }}>
        Route: {pathname}
      </Typography>
    </Box>
  );
}
