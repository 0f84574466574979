import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';

export default function SpacingGrid() {
  const [spacing, setSpacing] = React.useState(2);

  return (
    <Stack spacing={2}>
      <Grid container spacing={spacing}>
        {[0, 1, 2].map((value) => (
          <Grid key={value} item xs={4}>
            <Paper sx={{ height: 80, bgcolor: 'action.selected' }} />
          </Grid>
        ))}
      </Grid>
      <RadioGroup
        row
        value={String(spacing)}
        onChange={(e) => setSpacing(Number(e.target.value))}
        aria-label="spacing"
      >
        {[0, 0.5, 1, 2, 3, 4, 8].map((value) => (
          <FormControlLabel
            key={value}
            value={String(value)}
            control={<Radio />}
            label={String(value)}
          />
        ))}
      </RadioGroup>
    </Stack>
  );
}
