import * as React from 'react';
import Avatar from '@mui/joy/Avatar';
import AvatarGroup from '@mui/joy/AvatarGroup';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const reviewers = ['Ana', 'Ben', 'Caro', 'Dev'];

export default function StackingOrder() {
  return (
    <Stack direction="row" spacing={6} sx={{ flexWrap: 'wrap', gap: 4 }}>
      <Stack spacing={1}>
        <Typography level="body-sm">Default: later avatars on top</Typography>
        <AvatarGroup role="group" aria-label="Reviewers: Ana, Ben, Caro and Dev">
          {reviewers.map((name) => (
            <Avatar key={name} aria-hidden>
              {name[0]}
            </Avatar>
          ))}
        </AvatarGroup>
      </Stack>
      <Stack spacing={1}>
        <Typography level="body-sm">row-reverse: the first on top</Typography>
        {/* Reverse the data too, so the first person still reads first. */}
        <AvatarGroup
          role="group"
          aria-label="Reviewers: Ana, Ben, Caro and Dev"
          sx={{ flexDirection: 'row-reverse', justifyContent: 'flex-end' }}
        >
          {[...reviewers].reverse().map((name) => (
            <Avatar key={name} aria-hidden>
              {name[0]}
            </Avatar>
          ))}
        </AvatarGroup>
      </Stack>
      <Stack spacing={1}>
        <Typography level="body-sm">column: a vertical stack</Typography>
        <AvatarGroup
          role="group"
          aria-label="Reviewers: Ana, Ben, Caro and Dev"
          sx={{
            flexDirection: 'column',
            alignItems: 'flex-start',
            '--AvatarGroup-gap': '-12px',
          }}
        >
          {reviewers.map((name) => (
            <Avatar key={name} aria-hidden>
              {name[0]}
            </Avatar>
          ))}
        </AvatarGroup>
      </Stack>
    </Stack>
  );
}
