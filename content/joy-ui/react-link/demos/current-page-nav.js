import * as React from 'react';
import Link from '@mui/joy/Link';
import Stack from '@mui/joy/Stack';

const pages = [
  { label: 'Overview', href: '?section=overview' },
  { label: 'Usage', href: '?section=usage' },
  { label: 'API', href: '?section=api' },
];

export default function CurrentPageNav() {
  const [current, setCurrent] = React.useState('Usage');

  return (
    // aria-current="page" marks the link to the page being shown; the selector in sx
    // styles it, so the state is announced and drawn from one attribute.
    <Stack
      component="nav"
      aria-label="Section"
      direction="row"
      spacing={0.5}
      sx={{
        '& [aria-current="page"]': { bgcolor: 'primary.softBg', fontWeight: 'lg' },
      }}
    >
      {pages.map((page) => (
        <Link
          key={page.label}
          href={page.href}
          underline="none"
          color="neutral"
          aria-current={page.label === current ? 'page' : undefined}
          onClick={(event) => {
            event.preventDefault();
            setCurrent(page.label);
          }}
          sx={{ px: 1.5, py: 0.75, borderRadius: 'sm' }}
        >
          {page.label}
        </Link>
      ))}
    </Stack>
  );
}
