import * as React from 'react';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionActions from '@mui/material/AccordionActions';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

export default function SettingsAccordion() {
  const [name, setName] = React.useState('Acme Studio');
  const [draft, setDraft] = React.useState(name);

  return (
    <div>
      <Accordion defaultExpanded>
        <AccordionSummary
          expandIcon={<ExpandMoreIcon />}
          aria-controls="settings-general-content"
          id="settings-general-header"
        >
          <Typography component="span" sx={{ width: '40%', flexShrink: 0 }}>
            General
          </Typography>
          <Typography component="span" variant="body2" color="text.secondary">
            {name}
          </Typography>
        </AccordionSummary>
        <AccordionDetails>
          <TextField
            id="settings-workspace-name"
            label="Workspace name"
            size="small"
            fullWidth
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
          />
        </AccordionDetails>
        <AccordionActions>
          <Button onClick={() => setDraft(name)} disabled={draft === name}>
            Reset
          </Button>
          <Button
            variant="contained"
            onClick={() => setName(draft.trim() || name)}
            disabled={draft === name}
          >
            Save
          </Button>
        </AccordionActions>
      </Accordion>
      <Accordion disabled>
        <AccordionSummary
          expandIcon={<ExpandMoreIcon />}
          aria-controls="settings-sso-content"
          id="settings-sso-header"
        >
          <Typography component="span">Single sign-on (Enterprise plan)</Typography>
        </AccordionSummary>
        <AccordionDetails>
          <Typography variant="body2">Connect your identity provider.</Typography>
        </AccordionDetails>
      </Accordion>
    </div>
  );
}
