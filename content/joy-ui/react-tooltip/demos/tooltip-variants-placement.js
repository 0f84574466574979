import * as React from 'react';
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import Tooltip from '@mui/joy/Tooltip';

const items = [
  { placement: 'top', variant: 'solid' },
  { placement: 'right', variant: 'soft' },
  { placement: 'bottom', variant: 'outlined' },
  { placement: 'left', variant: 'plain' },
];

export default function TooltipVariantsPlacement() {
  return (
    <Stack
      direction="row"
      spacing={2}
      useFlexGap
      sx={{ flexWrap: 'wrap', p: 4, justifyContent: 'center' }}
    >
      {items.map((item) => (
        <Tooltip
          key={item.placement}
          title={`${item.variant}, ${item.placement}`}
          placement={item.placement}
          variant={item.variant}
          arrow
        >
          <Button variant="outlined" color="neutral">
            {item.placement}
          </Button>
        </Tooltip>
      ))}
    </Stack>
  );
}
