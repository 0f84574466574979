import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function SaveWithSpinner() {
  const [state, setState] = React.useState('idle');
  const timer = React.useRef();

  React.useEffect(() => () => clearTimeout(timer.current), []);

  const save = () => {
    setState('saving');
    timer.current = setTimeout(() => setState('saved'), 1500);
  };

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      {/* The spinner sits over the button, centred, so the layout never shifts. */}
      <Box sx={{ position: 'relative' }}>
        <Button
          variant="contained"
          color={state === 'saved' ? 'success' : 'primary'}
          disabled={state === 'saving'}
          onClick={save}
        >
          {state === 'saved' ? 'Saved' : 'Save changes'}
        </Button>
        {state === 'saving' ? (
          <CircularProgress
            size={24}
            aria-label="Saving"
            sx={{
              position: 'absolute',
              top: '50%',
              left: '50%',
              mt: '-12px',
              ml: '-12px',
            }}
          />
        ) : null}
      </Box>
      <Typography variant="body2" role="status">
        {state === 'saved' ? 'All changes saved.' : ''}
      </Typography>
    </Stack>
  );
}
