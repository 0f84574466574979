import * as React from 'react';
import Link from '@mui/joy/Link';
import Stack from '@mui/joy/Stack';
import ArrowForward from '@mui/icons-material/ArrowForward';
import Launch from '@mui/icons-material/Launch';

export default function LinkDecoratorsLevels() {
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      {/* level gives the link a typography level of its own. */}
      <Link
        level="title-lg"
        href="/joy-ui/getting-started/tutorial/"
        endDecorator={<ArrowForward />}
      >
        Start the tutorial
      </Link>
      <Link
        level="body-sm"
        href="/joy-ui/getting-started/support/"
        startDecorator={<Launch />}
      >
        Get support
      </Link>
    </Stack>
  );
}
