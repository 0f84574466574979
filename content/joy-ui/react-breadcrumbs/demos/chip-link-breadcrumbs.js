import * as React from 'react';
import Breadcrumbs from '@mui/joy/Breadcrumbs';
import Chip from '@mui/joy/Chip';
import Link from '@mui/joy/Link';
import Stack from '@mui/joy/Stack';

const rows = ['neutral', 'primary', 'success'];

export default function ChipLinkBreadcrumbs() {
  return (
    <Stack spacing={2}>
      {rows.map((color) => (
        <Breadcrumbs
          key={color}
          aria-label={`Breadcrumb trail in ${color}`}
          separator="›"
        >
          {/* Link takes a variant and color like other Joy components; soft links read as chips. */}
          <Link
            href="?section=shop"
            variant="soft"
            color={color}
            sx={{ px: 1, borderRadius: 'xl' }}
          >
            Shop
          </Link>
          <Link
            href="?section=garden"
            variant="soft"
            color={color}
            sx={{ px: 1, borderRadius: 'xl' }}
          >
            Garden
          </Link>
          <Chip variant="solid" color={color} aria-current="page">
            Watering cans
          </Chip>
        </Breadcrumbs>
      ))}
    </Stack>
  );
}
