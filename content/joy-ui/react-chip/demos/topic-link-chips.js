import * as React from 'react';
import Chip from '@mui/joy/Chip';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const topics = ['accessibility', 'performance', 'testing', 'theming'];

export default function TopicLinkChips() {
  return (
    <Stack spacing={1}>
      <Typography level="title-sm" id="topic-link-chips-label">
        Browse by topic
      </Typography>
      <Stack
        component="nav"
        aria-labelledby="topic-link-chips-label"
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ flexWrap: 'wrap' }}
      >
        {topics.map((topic) => (
          // The action slot becomes a real link: middle-click and "copy link" work.
          <Chip
            key={topic}
            variant="outlined"
            slotProps={{ action: { component: 'a', href: `?topic=${topic}` } }}
          >
            #{topic}
          </Chip>
        ))}
      </Stack>
    </Stack>
  );
}
