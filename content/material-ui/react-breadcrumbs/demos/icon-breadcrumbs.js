import * as React from 'react';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import HomeIcon from '@mui/icons-material/Home';
import WidgetsIcon from '@mui/icons-material/Widgets';
import LinearScaleIcon from '@mui/icons-material/LinearScale';

export default function IconBreadcrumbs() {
  return (
    <Breadcrumbs aria-label="Location with icons">
      {/* The icons are decorative: the text next to each one is the link's name. */}
      <Link
        underline="hover"
        color="inherit"
        href="/material-ui/getting-started/"
        sx={{ display: 'flex', alignItems: 'center' }}
      >
        <HomeIcon sx={{ mr: 0.5 }} fontSize="inherit" />
        Material UI
      </Link>
      <Link
        underline="hover"
        color="inherit"
        href="/material-ui/all-components/"
        sx={{ display: 'flex', alignItems: 'center' }}
      >
        <WidgetsIcon sx={{ mr: 0.5 }} fontSize="inherit" />
        Components
      </Link>
      <Typography
        sx={{ color: 'text.primary', display: 'flex', alignItems: 'center' }}
        aria-current="page"
      >
        <LinearScaleIcon sx={{ mr: 0.5 }} fontSize="inherit" />
        Breadcrumbs
      </Typography>
    </Breadcrumbs>
  );
}
