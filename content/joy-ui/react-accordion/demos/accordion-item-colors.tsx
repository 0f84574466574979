import * as React from 'react';
import Accordion from '@mui/joy/Accordion';
import AccordionDetails from '@mui/joy/AccordionDetails';
import AccordionGroup from '@mui/joy/AccordionGroup';
import AccordionSummary from '@mui/joy/AccordionSummary';

export default function AccordionItemColors() {
  return (
    <AccordionGroup variant="outlined" sx={{ maxWidth: 420, borderRadius: 'md' }}>
      <Accordion>
        <AccordionSummary>Billing</AccordionSummary>
        <AccordionDetails>Your next invoice is due on 1 May.</AccordionDetails>
      </Accordion>
      {/* color and variant on one Accordion: only this section stands out. */}
      <Accordion variant="soft" color="warning" defaultExpanded>
        <AccordionSummary color="warning">Payment method expires soon</AccordionSummary>
        <AccordionDetails color="warning">
          The card ending in 4242 expires at the end of this month. Add a new card to avoid a
          failed payment.
        </AccordionDetails>
      </Accordion>
      <Accordion>
        <AccordionSummary>Invoices</AccordionSummary>
        <AccordionDetails>12 invoices this year, all paid.</AccordionDetails>
      </Accordion>
    </AccordionGroup>
  );
}
