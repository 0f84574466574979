import * as React from 'react';
import Box from '@mui/joy/Box';
import Tooltip from '@mui/joy/Tooltip';

const hours = [
  { hour: '09:00', visitors: 40 },
  { hour: '12:00', visitors: 95 },
  { hour: '15:00', visitors: 70 },
  { hour: '18:00', visitors: 30 },
];

export default function FollowCursorTooltip() {
  return (
    <Box
      role="list"
      aria-label="Visitors per hour"
      sx={{ display: 'flex', alignItems: 'flex-end', gap: 2, height: 140 }}
    >
      {hours.map(({ hour, visitors }) => (
        // followCursor: the tooltip tracks the pointer over the whole bar.
        <Tooltip key={hour} title={`${hour}: ${visitors} visitors`} followCursor>
          <Box
            role="listitem"
            tabIndex={0}
            aria-label={`${hour}: ${visitors} visitors`}
            sx={{
              width: 48,
              height: `${visitors}%`,
              bgcolor: 'primary.solidBg',
              borderRadius: 'sm',
              '&:focus-visible': {
                outline: '2px solid',
                outlineColor: 'focusVisible',
              },
            }}
          />
        </Tooltip>
      ))}
    </Box>
  );
}
