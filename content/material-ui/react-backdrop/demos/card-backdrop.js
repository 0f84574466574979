import * as React from 'react';
import Backdrop from '@mui/material/Backdrop';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export default function CardBackdrop() {
  const [locked, setLocked] = React.useState(false);

  return (
    <div>
      <Button variant="outlined" onClick={() => setLocked(!locked)} sx={{ mb: 2 }}>
        {locked ? 'Unlock' : 'Lock'} report
      </Button>
      <Paper
        variant="outlined"
        sx={{ position: 'relative', p: 2, maxWidth: 380, overflow: 'hidden' }}
      >
        <Typography variant="subtitle1" component="p">
          Q3 sales report
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Revenue grew 12% over Q2, led by the new subscription plans.
        </Typography>
        <Backdrop open={locked} sx={{ position: 'absolute', color: 'common.white' }}>
          <Typography role="status">
            Locked while the finance team reviews it
          </Typography>
        </Backdrop>
      </Paper>
    </div>
  );
}
