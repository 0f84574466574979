import * as React from 'react';
import Button from '@mui/joy/Button';
import Snackbar from '@mui/joy/Snackbar';
import Stack from '@mui/joy/Stack';

export default function SnackbarVariants() {
  const [variant, setVariant] = React.useState(null);

  return (
    <React.Fragment>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {['solid', 'soft', 'outlined', 'plain'].map((v) => (
          <Button
            key={v}
            variant="outlined"
            color="neutral"
            onClick={() => setVariant(v)}
          >
            {v}
          </Button>
        ))}
      </Stack>
      <Snackbar
        open={!!variant}
        variant={variant ?? 'soft'}
        color="success"
        autoHideDuration={3000}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        onClose={(_event, reason) => {
          // Keep it open when the reader clicks elsewhere on the page.
          if (reason === 'clickaway') return;
          setVariant(null);
        }}
      >
        Settings saved ({variant} snackbar).
      </Snackbar>
    </React.Fragment>
  );
}
