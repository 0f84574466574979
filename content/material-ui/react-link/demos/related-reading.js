import * as React from 'react';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const related = [
  { href: '/material-ui/react-card/', label: 'Card' },
  { href: '/material-ui/react-list/', label: 'List' },
  { href: '/material-ui/react-typography/', label: 'Typography' },
];

export default function RelatedReading() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 520 }}>
      <Typography>
        A settings page is often a stack of{' '}
        <Link href="/material-ui/react-switch/">switches</Link> grouped by topic,
        with a <Link href="/material-ui/react-button/">button</Link> only where
        changes are saved later.
      </Typography>
      <nav aria-label="Related components">
        <Typography variant="overline" component="h3">
          Related
        </Typography>
        <Stack direction="row" spacing={2}>
          {related.map(({ href, label }) => (
            <Link key={href} href={href} underline="hover" variant="body2">
              {label}
            </Link>
          ))}
        </Stack>
      </nav>
    </Stack>
  );
}
