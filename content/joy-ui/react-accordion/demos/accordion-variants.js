import * as React from 'react';
import Accordion from '@mui/joy/Accordion';
import AccordionDetails from '@mui/joy/AccordionDetails';
import AccordionGroup from '@mui/joy/AccordionGroup';
import AccordionSummary from '@mui/joy/AccordionSummary';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Stack from '@mui/joy/Stack';

export default function AccordionVariants() {
  const [variant, setVariant] = React.useState('outlined');

  return (
    <Stack spacing={2} sx={{ maxWidth: 440 }}>
      <Select
        value={variant}
        onChange={(_e, v) => v && setVariant(v)}
        slotProps={{ button: { 'aria-label': 'Group variant' } }}
        sx={{ width: 160 }}
      >
        {['plain', 'outlined', 'soft', 'solid'].map((v) => (
          <Option key={v} value={v}>
            {v}
          </Option>
        ))}
      </Select>
      <AccordionGroup
        variant={variant}
        transition="0.2s"
        sx={{ borderRadius: 'md' }}
        color={variant === 'solid' ? 'primary' : 'neutral'}
      >
        <Accordion defaultExpanded>
          <AccordionSummary>Shipping</AccordionSummary>
          <AccordionDetails>
            Orders leave the warehouse within two working days.
          </AccordionDetails>
        </Accordion>
        <Accordion>
          <AccordionSummary>Returns</AccordionSummary>
          <AccordionDetails>
            Send items back within 30 days, in their original packaging.
          </AccordionDetails>
        </Accordion>
        <Accordion disabled>
          <AccordionSummary>Gift cards (coming soon)</AccordionSummary>
          <AccordionDetails>Not available yet.</AccordionDetails>
        </Accordion>
      </AccordionGroup>
    </Stack>
  );
}
