import * as React from 'react';
import Button from '@mui/joy/Button';
import ButtonGroup from '@mui/joy/ButtonGroup';
import IconButton from '@mui/joy/IconButton';
import ContentCopy from '@mui/icons-material/ContentCopy';
import Share from '@mui/icons-material/ShareOutlined';

export default function SpacedGroup() {
  return (
    // spacing separates the buttons: each keeps its own border and radius, the group keeps one role.
    <ButtonGroup spacing="0.5rem" variant="soft" aria-label="Share the document">
      <Button startDecorator={<Share />}>Share</Button>
      <IconButton aria-label="Copy link">
        <ContentCopy />
      </IconButton>
    </ButtonGroup>
  );
}
