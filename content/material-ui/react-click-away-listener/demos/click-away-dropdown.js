import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import FormControlLabel from '@mui/material/FormControlLabel';

const ranges = ['Today', 'Last 7 days', 'Last 30 days'];

export default function ClickAwayDropdown() {
  const [open, setOpen] = React.useState(false);
  const [range, setRange] = React.useState(ranges[1]);

  // The panel exists only while open, so the button points at it only then.
  const panelId = React.useId();
  return (
    <ClickAwayListener onClickAway={() => setOpen(false)}>
      <Box
        sx={{ position: 'relative', display: 'inline-block', minHeight: 180 }}
        onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}
      >
        <Button
          variant="outlined"
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          onClick={() => setOpen(!open)}
        >
          Range: {range}
        </Button>
        {open && (
          <Paper
            id={panelId}
            elevation={4}
            sx={{
              position: 'absolute',
              top: 44,
              left: 0,
              zIndex: 1,
              p: 1,
              width: 200,
            }}
          >
            <RadioGroup
              aria-label="Date range"
              value={range}
              onChange={(event) => setRange(event.target.value)}
            >
              {ranges.map((r) => (
                <FormControlLabel
                  key={r}
                  value={r}
                  label={r}
                  control={<Radio size="small" />}
                />
              ))}
            </RadioGroup>
          </Paper>
        )}
      </Box>
    </ClickAwayListener>
  );
}
