import * as React from 'react';
import Badge from '@mui/joy/Badge';
import Box from '@mui/joy/Box';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const queues = [
  { name: 'Waiting', count: 12, color: 'neutral' },
  { name: 'Due today', count: 5, color: 'warning' },
  { name: 'Overdue', count: 2, color: 'danger' },
  { name: 'Resolved', count: 40, color: 'success' },
];

const sizes = ['sm', 'md', 'lg'];

export default function BadgeSizesColors() {
  return (
    <Stack spacing={3}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 4 }}>
        {queues.map((queue) => (
          // color sorts the counters by urgency; the label next to each says it in words.
          <Badge
            key={queue.name}
            badgeContent={queue.count}
            color={queue.color}
            variant="solid"
            max={30}
          >
            <Typography level="body-sm" sx={{ pr: 1, pt: 0.5 }}>
              {queue.name}
            </Typography>
          </Badge>
        ))}
      </Stack>
      <Stack direction="row" spacing={4} sx={{ alignItems: 'center' }}>
        {sizes.map((size) => (
          <Badge key={size} size={size} badgeContent={size} color="primary">
            <Box
              sx={{
                width: 40,
                height: 40,
                borderRadius: 'sm',
                bgcolor: 'background.level2',
              }}
            />
          </Badge>
        ))}
      </Stack>
    </Stack>
  );
}
