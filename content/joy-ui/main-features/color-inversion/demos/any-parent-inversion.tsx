import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import LinearProgress from '@mui/joy/LinearProgress';
import Typography from '@mui/joy/Typography';
import { applySolidInversion } from '@mui/joy/colorInversion';

export default function AnyParentInversion() {
  const [done, setDone] = React.useState(3);

  return (
    <Box
      sx={[
        { p: 2.5, borderRadius: 'md', maxWidth: 380, bgcolor: 'success.solidBg', display: 'grid', gap: 1.5 },
        applySolidInversion('success'),
      ]}
    >
      <Typography level="title-md">Onboarding checklist</Typography>
      <Typography level="body-sm">
        {done} of 5 steps done. Finish them to unlock team invites.
      </Typography>
      <LinearProgress determinate value={(done / 5) * 100} aria-label="Checklist progress" />
      <div>
        <Button variant="soft" disabled={done === 5} onClick={() => setDone((n) => Math.min(5, n + 1))}>
          Complete next step
        </Button>
      </div>
    </Box>
  );
}
