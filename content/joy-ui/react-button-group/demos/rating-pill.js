import * as React from 'react';
import Button from '@mui/joy/Button';
import ButtonGroup from '@mui/joy/ButtonGroup';
import IconButton from '@mui/joy/IconButton';
import ThumbUp from '@mui/icons-material/ThumbUpOutlined';
import ThumbDown from '@mui/icons-material/ThumbDownOutlined';

export default function RatingPill() {
  return (
    // --ButtonGroup-radius rounds only the outer corners of the first and last buttons.
    <ButtonGroup
      variant="soft"
      aria-label="Rate this answer"
      sx={{ '--ButtonGroup-radius': '40px' }}
    >
      <Button startDecorator={<ThumbUp />}>Helpful · 128</Button>
      <IconButton aria-label="Not helpful">
        <ThumbDown />
      </IconButton>
    </ButtonGroup>
  );
}
