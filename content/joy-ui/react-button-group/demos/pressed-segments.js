import * as React from 'react';
import Button from '@mui/joy/Button';
import ButtonGroup from '@mui/joy/ButtonGroup';

const ranges = ['24 h', '7 days', '30 days', '1 year'];

export default function PressedSegments() {
  const [range, setRange] = React.useState('7 days');

  return (
    // A group of buttons as a segmented control: aria-pressed tells assistive
    // technology which one is on, and the variant shows it.
    <ButtonGroup aria-label="Chart range" size="sm">
      {ranges.map((item) => {
        const pressed = item === range;
        return (
          <Button
            key={item}
            aria-pressed={pressed}
            variant={pressed ? 'solid' : 'outlined'}
            color={pressed ? 'primary' : 'neutral'}
            onClick={() => setRange(item)}
          >
            {item}
          </Button>
        );
      })}
    </ButtonGroup>
  );
}
