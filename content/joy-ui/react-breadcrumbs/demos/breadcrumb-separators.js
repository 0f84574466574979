import * as React from 'react';
import Breadcrumbs from '@mui/joy/Breadcrumbs';
import Link from '@mui/joy/Link';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Home from '@mui/icons-material/HomeOutlined';

export default function BreadcrumbSeparators() {
  return (
    <Stack spacing={2}>
      {['sm', 'md', 'lg'].map((size, i) => (
        <Breadcrumbs
          key={size}
          size={size}
          separator={
            i === 0 ? '/' : i === 1 ? <ChevronRight sx={{ fontSize: 16 }} /> : '›'
          }
          aria-label={`Breadcrumbs (${size})`}
        >
          <Link
            color="neutral"
            href="/joy-ui/react-breadcrumbs/"
            startDecorator={<Home />}
          >
            Home
          </Link>
          <Link color="neutral" href="/joy-ui/react-breadcrumbs/">
            Settings
          </Link>
          <Typography aria-current="page">Billing</Typography>
        </Breadcrumbs>
      ))}
    </Stack>
  );
}
