import * as React from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Chevron, faqs } from './faqs';

// Controlled with one id: opening a question closes the one that was open.
export default function FaqAccordionMaterialSystem() {
  const [open, setOpen] = React.useState<string | false>('ship');
  return (
    <Box sx={{ maxWidth: 560, border: '1px solid', borderColor: 'divider', borderRadius: '8px', overflow: 'hidden' }}>
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
            sx={{ '&.Mui-expanded': { color: 'primary.main' } }}
          >
            <Typography component="span" sx={{ fontWeight: 600 }}>
              {faq.question}
            </Typography>
          </AccordionSummary>
          <AccordionDetails sx={{ pt: 0 }}>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {faq.answer}
            </Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </Box>
  );
}
