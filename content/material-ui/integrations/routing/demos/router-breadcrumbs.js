import * as React from 'react';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

const TITLES = {
  '/': 'Home',
  '/docs': 'Docs',
  '/docs/guides': 'Guides',
  '/docs/guides/testing': 'Testing',
  '/docs/api': 'API',
};

function children(path) {
  const depth = path === '/' ? 1 : path.split('/').length;
  return Object.keys(TITLES).filter(
    (candidate) =>
      candidate !== '/' &&
      candidate.split('/').length === depth + 1 &&
      (path === '/' || candidate.startsWith(`${path}/`)),
  );
}

// Breadcrumbs computed from the current path: every ancestor is a link, the current page is not.
export default function RouterBreadcrumbs() {
  const [path, setPath] = React.useState('/docs/guides');
  const parts = path === '/' ? [] : path.split('/').slice(1);
  const ancestors = [
    '/',
    ...parts.map((_, index) => `/${parts.slice(0, index + 1).join('/')}`),
  ];

  // The routes are not pages of this site: links stay on this page (a query). A real app links to
  // the route itself.
  const toHref = (to) => `?path=${to}`;

  const navigate = (to) => (event) => {
    event.preventDefault();
    setPath(to);
  };

  return (
    <Paper variant="outlined" sx={{ p: 2, width: '100%', maxWidth: 420 }}>
      <Breadcrumbs aria-label="breadcrumb">
        {ancestors.slice(0, -1).map((to) => (
          <Link
            key={to}
            underline="hover"
            color="inherit"
            href={toHref(to)}
            onClick={navigate(to)}
          >
            {TITLES[to]}
          </Link>
        ))}
        <Typography color="text.primary" aria-current="page">
          {TITLES[path]}
        </Typography>
      </Breadcrumbs>
      <List dense aria-label="Pages under this one">
        {children(path).map((to) => (
          <ListItem key={to} disablePadding>
            <ListItemButton component="a" href={toHref(to)} onClick={navigate(to)}>
              <ListItemText primary={TITLES[to]} secondary={to} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
      {children(path).length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No pages below this one.
        </Typography>
      ) : null}
    </Paper>
  );
}
