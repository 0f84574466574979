import * as React from 'react';
import Accordion from '@mui/joy/Accordion';
import AccordionDetails from '@mui/joy/AccordionDetails';
import AccordionGroup from '@mui/joy/AccordionGroup';
import AccordionSummary, { accordionSummaryClasses } from '@mui/joy/AccordionSummary';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';

const files = [
  { name: 'src', body: 'components/, hooks/, index.ts' },
  { name: 'tests', body: 'render.test.tsx, hooks.test.ts' },
  { name: 'docs', body: 'README.md, CHANGELOG.md' },
];

export default function IndicatorAtStart() {
  return (
    <AccordionGroup
      size="sm"
      disableDivider
      sx={{
        maxWidth: 320,
        // The summary button is a flex row: reversing it puts the indicator first.
        [`& .${accordionSummaryClasses.button}`]: { flexDirection: 'row-reverse', gap: 1 },
        // A right chevron turns down when open, like a file tree.
        [`& .${accordionSummaryClasses.indicator}.${accordionSummaryClasses.expanded}`]: {
          transform: 'rotate(90deg)',
        },
      }}
    >
      {files.map((file) => (
        <Accordion key={file.name}>
          <AccordionSummary indicator={<ChevronRightIcon />}>{file.name}</AccordionSummary>
          <AccordionDetails sx={{ pl: 4 }}>{file.body}</AccordionDetails>
        </Accordion>
      ))}
    </AccordionGroup>
  );
}
