import * as React from 'react';
import { keyframes } from '@mui/system';
import Button from '@mui/joy/Button';
import Snackbar from '@mui/joy/Snackbar';

const slideIn = keyframes`
  from { transform: translateX(calc(100% + 24px)); }
  to { transform: translateX(0); }
`;
const slideOut = keyframes`
  from { transform: translateX(0); }
  to { transform: translateX(calc(100% + 24px)); }
`;
const duration = 400;

export default function SlideAnimation() {
  const [open, setOpen] = React.useState(false);

  return (
    <React.Fragment>
      <Button variant="outlined" color="neutral" onClick={() => setOpen(true)}>
        Send invitation
      </Button>
      {/* The built-in animation is replaced in sx by keyframes that slide from the right edge.
          animationDuration keeps the snackbar mounted until the exit animation ends. */}
      <Snackbar
        role="status"
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        open={open}
        autoHideDuration={3000}
        animationDuration={duration}
        onClose={() => setOpen(false)}
        sx={{
          animation: `${open ? slideIn : slideOut} ${duration}ms forwards`,
          '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
        }}
      >
        Invitation sent to 4 people.
      </Snackbar>
    </React.Fragment>
  );
}
