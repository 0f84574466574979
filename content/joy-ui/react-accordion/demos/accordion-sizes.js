import * as React from 'react';
import Accordion from '@mui/joy/Accordion';
import AccordionDetails from '@mui/joy/AccordionDetails';
import AccordionGroup from '@mui/joy/AccordionGroup';
import AccordionSummary from '@mui/joy/AccordionSummary';
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';

export default function AccordionSizes() {
  const [size, setSize] = React.useState('sm');

  return (
    <Stack spacing={2} sx={{ maxWidth: 420 }}>
      <ToggleButtonGroup
        size="sm"
        aria-label="Accordion size"
        value={size}
        onChange={(_event, value) => value && setSize(value)}
      >
        <Button value="sm">Small</Button>
        <Button value="md">Medium</Button>
        <Button value="lg">Large</Button>
      </ToggleButtonGroup>
      {/* size on the group sets the padding and text size of every accordion in it. */}
      <AccordionGroup size={size}>
        <Accordion>
          <AccordionSummary>Shipping</AccordionSummary>
          <AccordionDetails>
            Orders ship within two working days from our Berlin warehouse.
          </AccordionDetails>
        </Accordion>
        <Accordion>
          <AccordionSummary>Returns</AccordionSummary>
          <AccordionDetails>
            Return any item within 30 days; the label is free.
          </AccordionDetails>
        </Accordion>
      </AccordionGroup>
    </Stack>
  );
}
