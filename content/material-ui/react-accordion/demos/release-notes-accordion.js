import * as React from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Fade from '@mui/material/Fade';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

const releases = [
  { version: '3.2.0', notes: 'Dark mode for the editor; faster search.' },
  { version: '3.1.4', notes: 'Fixes a crash when pasting large tables.' },
  { version: '3.1.3', notes: 'Translations for Portuguese and Polish.' },
];

// Slots receive the accordion's ownerState; Fade would pass it on to the DOM, so drop it here.
const FadeTransition = React.forwardRef(function FadeTransition(
  { ownerState, ...props },
  ref,
) {
  return <Fade ref={ref} {...props} />;
});

export default function ReleaseNotesAccordion() {
  // The newest release starts open.
  const [open, setOpen] = React.useState([releases[0].version]);

  return (
    <div>
      {releases.map((release, index) => {
        const expanded = open.includes(release.version);
        return (
          // Fade instead of Collapse: Fade does not animate height, so the region's height
          // and the details' display follow `expanded` directly.
          <Accordion
            key={release.version}
            expanded={expanded}
            onChange={() =>
              setOpen((list) =>
                expanded
                  ? list.filter((v) => v !== release.version)
                  : [...list, release.version],
              )
            }
            slots={{ transition: FadeTransition }}
            slotProps={{ transition: { timeout: 300 } }}
            sx={{
              '& .MuiAccordion-region': { height: expanded ? 'auto' : 0 },
              '& .MuiAccordionDetails-root': {
                display: expanded ? 'block' : 'none',
              },
            }}
          >
            <AccordionSummary
              expandIcon={<ExpandMoreIcon />}
              id={`release-${index}-header`}
              aria-controls={`release-${index}-content`}
            >
              <Typography component="span">
                Version {release.version}
                {index === 0 ? ' (latest)' : ''}
              </Typography>
            </AccordionSummary>
            <AccordionDetails>{release.notes}</AccordionDetails>
          </Accordion>
        );
      })}
    </div>
  );
}
