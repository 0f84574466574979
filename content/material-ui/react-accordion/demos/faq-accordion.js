import * as React from 'react';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';

const faqs = [
  {
    question: 'Can I change my plan later?',
    answer:
      'Yes. Upgrades apply at once; downgrades take effect at the start of the next billing period.',
  },
  {
    question: 'Do you offer refunds?',
    answer: 'Annual plans can be refunded in full within 30 days of purchase.',
  },
  {
    question: 'Where is my data stored?',
    answer:
      'In data centers in the region you choose when you create the workspace.',
  },
];

export default function FaqAccordion() {
  // One panel open at a time: the id of the expanded one, or false.
  const [expanded, setExpanded] = React.useState(0);

  return (
    <div>
      {faqs.map((faq, index) => (
        <Accordion
          key={faq.question}
          expanded={expanded === index}
          onChange={(_event, isExpanded) => setExpanded(isExpanded ? index : false)}
          disableGutters
        >
          <AccordionSummary
            expandIcon={<ExpandMoreIcon />}
            aria-controls={`faq-panel-${index}-content`}
            id={`faq-panel-${index}-header`}
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
