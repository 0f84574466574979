import * as React from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';

const sections = [
  {
    id: 'ingredients',
    title: 'Ingredients',
    body: 'Flour, water, salt and a spoon of starter.',
  },
  {
    id: 'method',
    title: 'Method',
    body: 'Mix, rest for an hour, fold every 30 minutes, then shape.',
  },
];

export default function PlusMinusAccordion() {
  const [open, setOpen] = React.useState([]);
  return (
    <div>
      {sections.map((section) => {
        const expanded = open.includes(section.id);
        return (
          <Accordion
            key={section.id}
            expanded={expanded}
            onChange={() =>
              setOpen((ids) =>
                expanded
                  ? ids.filter((id) => id !== section.id)
                  : [...ids, section.id],
              )
            }
          >
            {/* expandIcon is rotated by 180° when open: swap icons and cancel the turn for +/−. */}
            <AccordionSummary
              expandIcon={expanded ? <RemoveIcon /> : <AddIcon />}
              sx={{
                '& .MuiAccordionSummary-expandIconWrapper.Mui-expanded': {
                  transform: 'none',
                },
              }}
              id={`plus-minus-${section.id}-header`}
              aria-controls={`plus-minus-${section.id}-content`}
            >
              <Typography component="span">{section.title}</Typography>
            </AccordionSummary>
            <AccordionDetails>{section.body}</AccordionDetails>
          </Accordion>
        );
      })}
    </div>
  );
}
