import * as React from 'react';
import Link from '@mui/joy/Link';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function DisabledAndColorLinks() {
  return (
    <Stack spacing={1.5}>
      <Typography level="body-md">
        {/* color sets the link's palette; neutral suits links that should not stand out. */}
        Questions? Read the <Link href="/joy-ui/getting-started/support/">FAQ</Link>{' '}
        or{' '}
        <Link href="/joy-ui/getting-started/support/" color="neutral">
          contact support
        </Link>
        .
      </Typography>
      <Typography level="body-md">
        <Link href="/joy-ui/react-link/" color="danger">
          Delete my account
        </Link>
      </Typography>
    </Stack>
  );
}
