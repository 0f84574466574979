import AccordionGroup from '@mui/joy/AccordionGroup';
import Accordion from '@mui/joy/Accordion';
import AccordionDetails from '@mui/joy/AccordionDetails';
import AccordionSummary from '@mui/joy/AccordionSummary';
import Typography from '@mui/joy/Typography';

const questions = [
  {
    q: 'Can I change my plan later?',
    a: 'Yes. Upgrades apply at once; downgrades apply at the end of the billing period.',
  },
  {
    q: 'Do you keep my data after I cancel?',
    a: 'For 30 days, so you can export it. After that it is deleted from all backups.',
  },
  {
    q: 'Is there a discount for schools?',
    a: 'Schools and non-profits get 40% off any plan. Write to us from your institution address.',
  },
];

export default function FaqAccordions() {
  return (
    <AccordionGroup
      size="md"
      variant="outlined"
      sx={{ maxWidth: 520, borderRadius: 'md' }}
    >
      {questions.map(({ q, a }, index) => (
        <Accordion key={q} defaultExpanded={index === 0}>
          <AccordionSummary component="h3">{q}</AccordionSummary>
          <AccordionDetails>
            <Typography level="body-sm">{a}</Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </AccordionGroup>
  );
}
