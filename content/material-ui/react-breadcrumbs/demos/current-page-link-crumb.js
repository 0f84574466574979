import * as React from 'react';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';

export default function ActiveLastBreadcrumb() {
  return (
    // The last crumb stays a link (to reload or share the page), styled as current.
    <Breadcrumbs aria-label="Location">
      <Link underline="hover" color="inherit" href="/material-ui/getting-started/">
        Material UI
      </Link>
      <Link underline="hover" color="inherit" href="/material-ui/all-components/">
        Components
      </Link>
      <Link
        underline="hover"
        color="text.primary"
        href="/material-ui/react-breadcrumbs/"
        aria-current="page"
      >
        Breadcrumbs
      </Link>
    </Breadcrumbs>
  );
}
