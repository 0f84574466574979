import * as React from 'react';
import Grid from '@mui/material/Grid2';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

const STATS = [
  { label: 'Visitors', value: '18.2k' },
  { label: 'Sign-ups', value: '642' },
  { label: 'Churn', value: '1.8%' },
];

function Panel({ title, children }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, height: '100%' }}>
      <Typography variant="subtitle2" component="h3" gutterBottom>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

export default function GridV2Dashboard() {
  return (
    <Grid container spacing={2} sx={{ width: '100%' }}>
      {/* Main column: full width on phones, two thirds from md. */}
      <Grid size={{ xs: 12, md: 8 }}>
        <Panel title="This month">
          {/* A nested container: it splits its own width into 12 columns and inherits spacing. */}
          <Grid container spacing={2}>
            {STATS.map((stat) => (
              <Grid key={stat.label} size={{ xs: 12, sm: 4 }}>
                <Paper sx={{ p: 1.5, bgcolor: 'action.hover' }} elevation={0}>
                  <Typography variant="body2" color="text.secondary">
                    {stat.label}
                  </Typography>
                  <Typography variant="h5" component="p">
                    {stat.value}
                  </Typography>
                </Paper>
              </Grid>
            ))}
          </Grid>
        </Panel>
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <Panel title="Team">
          <Typography variant="body2">
            4 people online, 2 reviews waiting.
          </Typography>
        </Panel>
      </Grid>
      {/* "grow" takes the remaining space, "auto" fits its content. */}
      <Grid size="grow">
        <Panel title="Notes">
          <Typography variant="body2">Release train leaves on Thursday.</Typography>
        </Panel>
      </Grid>
      <Grid size="auto">
        <Panel title="Status">
          <Typography variant="body2">All systems normal</Typography>
        </Panel>
      </Grid>
    </Grid>
  );
}
