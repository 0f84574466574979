import * as React from 'react';
import Button from '@mui/joy/Button';
import Divider from '@mui/joy/Divider';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const comments = Array.from(
  { length: 12 },
  (_, i) => `Comment ${i + 1}: looks good to me, one nit on naming.`,
);

export default function ScrollingPanelStack() {
  return (
    <Sheet
      variant="outlined"
      sx={{ height: 280, maxWidth: 380, borderRadius: 'sm', display: 'flex' }}
    >
      <Stack sx={{ flex: 1, minWidth: 0 }}>
        <Typography level="title-md" sx={{ p: 1.5 }}>
          Review comments
        </Typography>
        <Divider />
        {/* flex: 1 takes what the header and footer leave; minHeight: 0 lets it shrink and scroll. */}
        <Stack
          spacing={1}
          sx={{ flex: 1, minHeight: 0, overflow: 'auto', p: 1.5 }}
          tabIndex={0}
          role="region"
          aria-label="Comments"
        >
          {comments.map((c) => (
            <Typography key={c} level="body-sm">
              {c}
            </Typography>
          ))}
        </Stack>
        <Divider />
        <Stack
          direction="row"
          spacing={1}
          sx={{ p: 1.5, justifyContent: 'flex-end' }}
        >
          <Button variant="plain" color="neutral">
            Request changes
          </Button>
          <Button>Approve</Button>
        </Stack>
      </Stack>
    </Sheet>
  );
}
