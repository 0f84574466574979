import * as React from 'react';
import Accordion from '@mui/joy/Accordion';
import AccordionDetails from '@mui/joy/AccordionDetails';
import AccordionGroup from '@mui/joy/AccordionGroup';
import AccordionSummary, {
  accordionSummaryClasses,
} from '@mui/joy/AccordionSummary';
import Add from '@mui/icons-material/Add';

const questions = [
  {
    q: 'Can I change my plan later?',
    a: 'Yes, upgrades apply at once and downgrades at the next renewal.',
  },
  {
    q: 'Do you offer refunds?',
    a: 'Within 14 days of a purchase, no questions asked.',
  },
  {
    q: 'Is there a student discount?',
    a: 'Students get 50% off with a university email address.',
  },
];

export default function PlusMinusIndicator() {
  return (
    // disableDivider removes the lines; the indicator is a plus that turns into a cross when open.
    <AccordionGroup
      disableDivider
      sx={{
        maxWidth: 440,
        gap: 1,
        [`& .${accordionSummaryClasses.indicator}`]: { transition: '0.2s' },
        [`& [aria-expanded="true"] .${accordionSummaryClasses.indicator}`]: {
          transform: 'rotate(45deg)',
        },
      }}
    >
      {questions.map((item) => (
        <Accordion
          key={item.q}
          sx={{ borderRadius: 'md', bgcolor: 'background.level1' }}
        >
          <AccordionSummary indicator={<Add />}>{item.q}</AccordionSummary>
          <AccordionDetails>{item.a}</AccordionDetails>
        </Accordion>
      ))}
    </AccordionGroup>
  );
}
