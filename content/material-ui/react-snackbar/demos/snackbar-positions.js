import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';

const positions = [
  { vertical: 'top', horizontal: 'left', label: 'Top left' },
  { vertical: 'top', horizontal: 'center', label: 'Top center' },
  { vertical: 'top', horizontal: 'right', label: 'Top right' },
  { vertical: 'bottom', horizontal: 'left', label: 'Bottom left' },
  { vertical: 'bottom', horizontal: 'center', label: 'Bottom center' },
  { vertical: 'bottom', horizontal: 'right', label: 'Bottom right' },
];

export default function SnackbarPositions() {
  const [origin, setOrigin] = React.useState(null);

  return (
    <Box
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, max-content)', gap: 1 }}
    >
      {positions.map(({ label, ...position }) => (
        <Button
          key={label}
          variant="outlined"
          size="small"
          onClick={() => setOrigin(position)}
        >
          {label}
        </Button>
      ))}
      {/* left/right follow the writing direction: "left" is the start edge in RTL too. */}
      <Snackbar
        anchorOrigin={origin ?? { vertical: 'bottom', horizontal: 'left' }}
        open={origin !== null}
        onClose={() => setOrigin(null)}
        autoHideDuration={3000}
        message={origin ? `Shown at ${origin.vertical} ${origin.horizontal}` : ''}
        key={origin ? `${origin.vertical}-${origin.horizontal}` : 'none'}
      />
    </Box>
  );
}
