import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';

export interface Question {
  q: string;
  a: string;
}

/** Questions as accordions; ids are derived so each summary labels its region. */
export function Faq({ idPrefix, questions }: { idPrefix: string; questions: Question[] }) {
  return (
    <div>
      {questions.map(({ q, a }, index) => (
        <Accordion
          key={q}
          disableGutters
          variant="outlined"
          sx={{ '&:not(:first-of-type)': { borderTop: 0 } }}
        >
          <AccordionSummary
            expandIcon={<ExpandMoreIcon />}
            id={`${idPrefix}-${index}-header`}
            aria-controls={`${idPrefix}-${index}-content`}
          >
            {/* Not a heading: the summary is a button, whose children lose their roles. */}
            <Typography component="span" sx={{ fontWeight: 600 }}>
              {q}
            </Typography>
          </AccordionSummary>
          <AccordionDetails>
            <Typography color="text.secondary">{a}</Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </div>
  );
}
