import * as React from 'react';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const separators = [
  { label: 'Chevron separator', node: '›' },
  { label: 'Dash separator', node: '–' },
  { label: 'Slash separator', node: '/' },
];

export default function BreadcrumbSeparators() {
  return (
    <Stack spacing={1.5}>
      {separators.map((item) => (
        // separator takes any node: a character, a string or an icon.
        <Breadcrumbs key={item.label} separator={item.node} aria-label={item.label}>
          <Link
            underline="hover"
            color="inherit"
            href="/material-ui/getting-started/"
          >
            Material UI
          </Link>
          <Link
            underline="hover"
            color="inherit"
            href="/material-ui/all-components/"
          >
            Components
          </Link>
          <Typography sx={{ color: 'text.primary' }} aria-current="page">
            Breadcrumbs
          </Typography>
        </Breadcrumbs>
      ))}
    </Stack>
  );
}
