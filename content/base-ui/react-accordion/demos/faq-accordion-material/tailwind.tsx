import * as React from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import { Chevron, faqs } from './faqs';

// Controlled with one id: opening a question closes the one that was open. The colours are
// Material UI's CSS theme variables, so they follow the light or dark mode.
export default function FaqAccordionMaterialTailwind() {
  const [open, setOpen] = React.useState<string | false>('ship');
  return (
    <div className="max-w-[560px] overflow-hidden rounded-lg border border-solid border-[color:var(--mui-palette-divider)]">
      {faqs.map((faq) => (
        <Accordion
          key={faq.id}
          expanded={open === faq.id}
          onChange={(_event, isOpen) => setOpen(isOpen ? faq.id : false)}
          disableGutters
          elevation={0}
        >
          <AccordionSummary
            expandIcon={<Chevron />}
            id={`faq-${faq.id}-header`}
            aria-controls={`faq-${faq.id}-content`}
            className="[&.Mui-expanded]:text-[color:var(--mui-palette-primary-main)]"
          >
            <Typography component="span" className="font-semibold">
              {faq.question}
            </Typography>
          </AccordionSummary>
          <AccordionDetails className="pt-0">
            <Typography variant="body2" className="text-[color:var(--mui-palette-text-secondary)]">
              {faq.answer}
            </Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </div>
  );
}
