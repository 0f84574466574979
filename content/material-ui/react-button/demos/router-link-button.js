import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

// Stands in for a router's Link (react-router, Next.js): it receives `to`, renders an anchor,
// and must forward its ref so the button can manage focus.
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

export default function RouterLinkButton() {
  const [path, setPath] = React.useState('/');

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Stack direction="row" spacing={1}>
        {[
          { to: '/', label: 'Home' },
          { to: '/blog/', label: 'Blog' },
          { to: '/core/', label: 'Products' },
        ].map(({ to, label }) => (
          <Button
            key={to}
            component={RouterLink}
            to={to}
            variant={path === to ? 'contained' : 'text'}
            aria-current={path === to ? 'page' : undefined}
            onClick={() => setPath(to)}
          >
            {label}
          </Button>
        ))}
      </Stack>
      <Typography variant="body2">Current route: {path}</Typography>
    </Stack>
  );
}
