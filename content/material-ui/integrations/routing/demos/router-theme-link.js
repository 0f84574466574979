import * as React from 'react';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ThemeProvider, createTheme } from '@mui/material/styles';

// A stand-in for a router: it keeps the current path in state instead of the address bar, so
// the demo can run inside this page. A real app passes its router's Link the same way.
const PathContext = React.createContext({
  path: '/',
  navigate: () => {},
});

const RouterLink = React.forwardRef(function RouterLink(
  { href = '/', onClick, ...other },
  ref,
) {
  const { navigate } = React.useContext(PathContext);
  return (
    <a
      ref={ref}
      // The demo's routes are not pages of this site: the address stays on this page (a query).
      // A real router's Link renders the route itself.
      href={`?path=${href}`}
      {...other}
      onClick={(event) => {
        onClick?.(event);
        // Plain left clicks navigate in-app; modified clicks keep the browser's behaviour.
        if (
          event.defaultPrevented ||
          event.button !== 0 ||
          event.metaKey ||
          event.ctrlKey
        )
          return;
        event.preventDefault();
        navigate(href);
      }}
    />
  );
});

// Set once: every Link, and every Button or other ButtonBase given an href, goes through the router.
const routedTheme = createTheme({
  components: {
    MuiLink: { defaultProps: { component: RouterLink } },
    MuiButtonBase: { defaultProps: { LinkComponent: RouterLink } },
  },
});

export default function RouterThemeLink() {
  const [path, setPath] = React.useState('/shop/shoes');
  const router = React.useMemo(() => ({ path, navigate: setPath }), [path]);

  return (
    <PathContext.Provider value={router}>
      <ThemeProvider theme={routedTheme}>
        <Paper variant="outlined" sx={{ p: 2, width: '100%', maxWidth: 480 }}>
          <Breadcrumbs aria-label="breadcrumb" sx={{ mb: 2 }}>
            <Link underline="hover" color="inherit" href="/">
              Home
            </Link>
            <Link underline="hover" color="inherit" href="/shop">
              Shop
            </Link>
            <Typography color="text.primary">Shoes</Typography>
          </Breadcrumbs>
          <Stack direction="row" spacing={1}>
            <Button variant="contained" href="/checkout">
              Check out
            </Button>
            <Button href="/shop/shoes">Back to shoes</Button>
          </Stack>
          <Typography variant="body2" sx={{ mt: 2 }} role="status">
            Current path: <code>{path}</code>
          </Typography>
        </Paper>
      </ThemeProvider>
    </PathContext.Provider>
  );
}
