import * as React from 'react';
import Chip from '@mui/joy/Chip';
import Divider from '@mui/joy/Divider';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function DividerTextPosition() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 420 }}>
      <Typography level="body-md">Yesterday you closed four issues.</Typography>
      {/* A child inside the divider; --Divider-childPosition moves it along the line. */}
      <Divider sx={{ '--Divider-childPosition': '0%' }}>
        <Chip size="sm" variant="soft">
          Today
        </Chip>
      </Divider>
      <Typography level="body-md">
        Two pull requests are waiting for your review.
      </Typography>
      <Divider
        sx={{ '--Divider-childPosition': '100%', '--Divider-thickness': '2px' }}
      >
        New messages
      </Divider>
      <Typography level="body-md">Maya: the build is green again.</Typography>
    </Stack>
  );
}
