import * as React from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import { Chevron, faqs } from './faqs';
import './faq-accordion-material.css';

// Controlled with one id: opening a question closes the one that was open.
export default function FaqAccordionMaterialCss() {
  const [open, setOpen] = React.useState<string | false>('ship');
  return (
    <div className="faq-accordion-material">
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
            className="faq-accordion-material-summary"
          >
            <Typography component="span" className="faq-accordion-material-question">
              {faq.question}
            </Typography>
          </AccordionSummary>
          <AccordionDetails className="faq-accordion-material-details">
            <Typography variant="body2" className="faq-accordion-material-answer">
              {faq.answer}
            </Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </div>
  );
}
