import * as React from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';

const faqs = [
  {
    id: 'ship',
    question: 'When will my order ship?',
    answer: 'Orders placed before 2 pm ship the same working day.',
  },
  {
    id: 'return',
    question: 'Can I return an item?',
    answer: 'Yes, within 30 days, in its original packaging.',
  },
  {
    id: 'pay',
    question: 'Which payment methods do you accept?',
    answer: 'Cards, bank transfer and gift vouchers.',
  },
];

const Chevron = () => (
  <svg
    width="20"
    height="20"
    viewBox="0 0 24 24"
    fill="currentColor"
    aria-hidden="true"
  >
    <path d="M7.4 8.6 12 13.2l4.6-4.6L18 10l-6 6-6-6z" />
  </svg>
);

// Controlled with one id: opening a question closes the one that was open.
export default function FaqAccordionMaterial() {
  const [open, setOpen] = React.useState('ship');
  return (
    <div>
      {faqs.map((faq) => (
        <Accordion
          key={faq.id}
          expanded={open === faq.id}
          onChange={(_event, isOpen) => setOpen(isOpen ? faq.id : false)}
          disableGutters
        >
          <AccordionSummary
            expandIcon={<Chevron />}
            id={`faq-${faq.id}-header`}
            aria-controls={`faq-${faq.id}-content`}
          >
            <Typography component="span">{faq.question}</Typography>
          </AccordionSummary>
          <AccordionDetails>
            <Typography variant="body2">{faq.answer}</Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </div>
  );
}
