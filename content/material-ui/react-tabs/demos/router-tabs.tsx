import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';

// Stands in for your router's Link: it takes `to` and forwards its ref to the anchor.
const RouterLink = React.forwardRef<HTMLAnchorElement, { to: string } & React.ComponentPropsWithoutRef<'a'>>(
  function RouterLink({ to, onClick, ...props }, ref) {
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
  },
);

const routes = ['/inbox', '/drafts', '/trash'];

export default function RouterTabs() {
  // In an app the current route comes from the router (useLocation, usePathname).
  const [pathname, setPathname] = React.useState('/inbox');

  return (
    <Box>
      <Tabs value={pathname} role="navigation" aria-label="Mail">
        {routes.map((to) => (
          <Tab
            key={to}
            component={RouterLink}
            to={to}
            value={to}
            label={to.slice(1)}
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
