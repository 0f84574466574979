import * as React from 'react';
import Box from '@mui/joy/Box';
import Breadcrumbs from '@mui/joy/Breadcrumbs';
import Link from '@mui/joy/Link';
import Typography from '@mui/joy/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';

const trail = [
  { label: 'Home', href: '?page=home' },
  { label: 'Cameras', href: '?page=cameras' },
  { label: 'Mirrorless', href: '?page=mirrorless' },
];

export default function ResponsiveBackLink() {
  const parent = trail[trail.length - 1];

  return (
    <Box component="nav" aria-label="Breadcrumb">
      {/* Narrow screens: one link back to the parent. Wider screens: the whole trail. */}
      <Link
        href={parent.href}
        startDecorator={<ArrowBack />}
        color="neutral"
        sx={{ display: { xs: 'inline-flex', sm: 'none' } }}
      >
        {parent.label}
      </Link>
      <Breadcrumbs
        component="div"
        sx={{ display: { xs: 'none', sm: 'flex' }, px: 0 }}
      >
        {trail.map((item) => (
          <Link key={item.label} href={item.href} color="neutral">
            {item.label}
          </Link>
        ))}
        <Typography aria-current="page">Compact body X2</Typography>
      </Breadcrumbs>
    </Box>
  );
}
