import * as React from 'react';
import Avatar from '@mui/joy/Avatar';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function TruncateInStack() {
  return (
    <Sheet variant="outlined" sx={{ borderRadius: 'md', p: 1.5, width: 280 }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <Avatar size="sm">RK</Avatar>
        {/* A flex child never shrinks below its content unless it gets minWidth: 0. */}
        <Stack sx={{ minWidth: 0 }}>
          <Typography level="title-sm" noWrap>
            Re: Venue options for the autumn offsite in Porto
          </Typography>
          <Typography level="body-xs" noWrap>
            Rui Kato — I called the three places on the shortlist this morning
          </Typography>
        </Stack>
      </Stack>
    </Sheet>
  );
}
