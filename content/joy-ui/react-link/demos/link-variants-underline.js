import * as React from 'react';
import Link from '@mui/joy/Link';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function LinkVariantsUnderline() {
  return (
    <Stack spacing={1.5}>
      <Typography>
        Underline on hover (default):{' '}
        <Link href="/joy-ui/react-link/">release notes</Link>; always:{' '}
        <Link href="/joy-ui/react-link/" underline="always">
          terms
        </Link>
        ; never:{' '}
        <Link href="/joy-ui/react-link/" underline="none">
          home
        </Link>
        .
      </Typography>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {['plain', 'soft', 'outlined'].map((variant) => (
          <Link
            key={variant}
            href="/joy-ui/react-link/"
            variant={variant}
            color="primary"
            underline="none"
            sx={{ px: 1, borderRadius: 'sm' }}
          >
            {variant} link
          </Link>
        ))}
      </Stack>
    </Stack>
  );
}
