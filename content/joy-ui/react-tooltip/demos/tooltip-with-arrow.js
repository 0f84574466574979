import * as React from 'react';
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import Tooltip from '@mui/joy/Tooltip';

export default function TooltipWithArrow() {
  return (
    <Stack direction="row" spacing={2} sx={{ py: 2 }}>
      {/* arrow points at the trigger; enterDelay avoids tooltips flashing as the pointer passes.
          describeChild: the tooltip describes the button, whose name stays its visible text. */}
      <Tooltip
        title="Publishes to everyone in the workspace"
        describeChild
        arrow
        enterDelay={400}
        placement="top"
      >
        <Button>Publish</Button>
      </Tooltip>
      <Tooltip
        title="Only you can see drafts"
        describeChild
        arrow
        color="neutral"
        variant="outlined"
        placement="bottom"
      >
        <Button variant="outlined" color="neutral">
          Save draft
        </Button>
      </Tooltip>
    </Stack>
  );
}
