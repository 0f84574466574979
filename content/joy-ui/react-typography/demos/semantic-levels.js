import * as React from 'react';
import Card from '@mui/joy/Card';
import Typography from '@mui/joy/Typography';

export default function SemanticLevels() {
  return (
    <Card variant="outlined" sx={{ maxWidth: 420 }}>
      {/* `component` sets the element, `level` the look. */}
      <Typography
        level="body-xs"
        component="p"
        sx={{ textTransform: 'uppercase', letterSpacing: '0.08em' }}
      >
        Case study
      </Typography>
      <Typography level="h3" component="h2">
        How a 4-person team cut churn by a third
      </Typography>
      <Typography level="body-md" sx={{ color: 'text.secondary' }}>
        Weekly interviews, one metric on the wall, and a rule to ship a fix within 48
        hours of a complaint.
      </Typography>
    </Card>
  );
}
