import * as React from 'react';
import Divider from '@mui/joy/Divider';
import Link from '@mui/joy/Link';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function DividerOrientationInset() {
  return (
    <Stack spacing={2}>
      {/* A vertical divider between inline items. */}
      <Stack
        direction="row"
        spacing={1.5}
        divider={<Divider orientation="vertical" />}
        sx={{ alignItems: 'center' }}
      >
        <Link href="/joy-ui/getting-started/support/">Help</Link>
        <Link href="/joy-ui/discover-more/accessibility/">Accessibility</Link>
        <Typography level="body-sm">v5.0 beta</Typography>
      </Stack>
      {/* Text in a divider, placed at the start. */}
      <Divider sx={{ '--Divider-childPosition': '10%' }}>
        <Typography level="body-xs">Yesterday</Typography>
      </Divider>
      <Typography level="body-sm">Deployed release 2.31 to production.</Typography>
      {/* Thickness and color are CSS variables. */}
      <Divider
        sx={{
          '--Divider-thickness': '2px',
          '--Divider-lineColor': 'var(--joy-palette-primary-300)',
        }}
      />
    </Stack>
  );
}
