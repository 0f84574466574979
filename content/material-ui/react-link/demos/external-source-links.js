import * as React from 'react';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import OpenInNew from '@mui/icons-material/OpenInNew';

const sources = [
  { label: 'Material UI on GitHub', href: 'https://github.com/mui/material-ui' },
  {
    label: 'WAI-ARIA Authoring Practices',
    href: 'https://www.w3.org/WAI/ARIA/apg/',
  },
];

export default function ExternalSourceLinks() {
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2" component="h3">
        Sources
      </Typography>
      {sources.map((source) => (
        // rel="noopener noreferrer" stops the new page from reaching back into this one.
        <Link
          key={source.href}
          href={source.href}
          target="_blank"
          rel="noopener noreferrer"
          sx={{
            display: 'inline-flex',
            alignItems: 'center',
            gap: 0.5,
            width: 'fit-content',
          }}
        >
          {source.label}
          <OpenInNew fontSize="inherit" titleAccess="(opens in a new tab)" />
        </Link>
      ))}
    </Stack>
  );
}
