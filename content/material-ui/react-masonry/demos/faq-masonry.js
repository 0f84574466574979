import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Masonry from '@mui/lab/Masonry';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';

const questions = [
  {
    q: 'Can I change my plan?',
    a: 'Yes, at any time from Billing. The price changes from the next invoice.',
  },
  { q: 'Do you offer refunds?', a: 'Within 30 days of a payment, for any reason.' },
  {
    q: 'Where is my data stored?',
    a: 'In the EU, in two data centres that copy each other every hour.',
  },
  {
    q: 'Can I invite guests?',
    a: 'Guests can view and comment on the projects you share with them, free of charge.',
  },
  { q: 'Is there an API?', a: 'A REST API with tokens per workspace.' },
];

export default function FaqMasonry() {
  return (
    <Masonry columns={{ xs: 1, sm: 2 }} spacing={2}>
      {questions.map(({ q, a }, index) => (
        // Masonry measures its children again when one grows: expanding an item reflows the columns.
        <Accordion key={q} disableGutters>
          <AccordionSummary
            expandIcon={<ExpandMoreIcon />}
            id={`faq-masonry-summary-${index}`}
            aria-controls={`faq-masonry-details-${index}`}
          >
            <Typography component="span">{q}</Typography>
          </AccordionSummary>
          <AccordionDetails>
            <Typography variant="body2">{a}</Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </Masonry>
  );
}
