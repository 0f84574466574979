import * as React from 'react';
import Button from '@mui/joy/Button';
import Tooltip from '@mui/joy/Tooltip';

export default function DisabledButtonTooltip() {
  return (
    <Tooltip title="Add a payment method to publish" enterDelay={200} describeChild>
      {/* A disabled button fires no events: the span receives hover and focus instead. */}
      <span tabIndex={0} style={{ display: 'inline-block' }}>
        <Button disabled sx={{ pointerEvents: 'none' }}>
          Publish site
        </Button>
      </span>
    </Tooltip>
  );
}
