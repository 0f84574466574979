import * as React from 'react';
import Accordion, { accordionClasses } from '@mui/joy/Accordion';
import AccordionDetails from '@mui/joy/AccordionDetails';
import AccordionGroup from '@mui/joy/AccordionGroup';
import AccordionSummary from '@mui/joy/AccordionSummary';

const releases = [
  {
    version: 'v3.2',
    notes: 'Offline mode for the mobile app, and a faster first load.',
  },
  { version: 'v3.1', notes: 'Shared folders, and comments on any file.' },
  { version: 'v3.0', notes: 'A new editor, rebuilt from the ground up.' },
];

export default function AnimatedExpandedStyle() {
  return (
    // transition animates the details' height; the expanded class restyles the open accordion.
    <AccordionGroup
      transition="0.25s ease"
      variant="outlined"
      sx={{
        maxWidth: 440,
        borderRadius: 'md',
        [`& .${accordionClasses.root}`]: {
          transition: '0.2s ease',
          transitionProperty: 'background-color',
        },
        [`& .${accordionClasses.expanded}`]: { bgcolor: 'background.level1' },
      }}
    >
      {releases.map((release, index) => (
        <Accordion key={release.version} defaultExpanded={index === 0}>
          <AccordionSummary>{release.version}</AccordionSummary>
          <AccordionDetails>{release.notes}</AccordionDetails>
        </Accordion>
      ))}
    </AccordionGroup>
  );
}
