import * as React from 'react';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

export default function DocsBreadcrumbs() {
  return (
    // Links for the levels above; plain text for the page the reader is on.
    <Breadcrumbs aria-label="breadcrumb">
      <Link underline="hover" color="inherit" href="/material-ui/getting-started/">
        Material UI
      </Link>
      <Link underline="hover" color="inherit" href="/material-ui/all-components/">
        Components
      </Link>
      <Typography sx={{ color: 'text.primary' }} aria-current="page">
        Breadcrumbs
      </Typography>
    </Breadcrumbs>
  );
}
