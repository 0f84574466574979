import * as React from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

export default function PlanFeaturesAccordion() {
  return (
    <div>
      <Accordion>
        <AccordionSummary
          expandIcon={<ExpandMoreIcon />}
          id="plan-basic-header"
          aria-controls="plan-basic-content"
        >
          <Typography component="span">Basic features</Typography>
        </AccordionSummary>
        <AccordionDetails>
          Unlimited notes, sync on two devices, web clipper.
        </AccordionDetails>
      </Accordion>
      {/* disabled: the section is visible but cannot open, e.g. until the plan is upgraded. */}
      <Accordion disabled>
        <AccordionSummary
          expandIcon={<ExpandMoreIcon />}
          id="plan-team-header"
          aria-controls="plan-team-content"
        >
          <Typography component="span">Team features (Business plan)</Typography>
        </AccordionSummary>
        <AccordionDetails>
          Shared spaces, permissions and audit logs.
        </AccordionDetails>
      </Accordion>
    </div>
  );
}
