import * as React from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function SavingStateButton() {
  const [status, setStatus] = React.useState('idle');
  const timer = React.useRef();

  React.useEffect(() => () => clearTimeout(timer.current), []);

  const save = () => {
    setStatus('saving');
    timer.current = setTimeout(() => setStatus('saved'), 1500);
  };

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Button
        variant="contained"
        onClick={save}
        disabled={status === 'saving'}
        startIcon={
          status === 'saving' ? <CircularProgress size={16} color="inherit" /> : null
        }
      >
        {status === 'saving' ? 'Saving…' : 'Save changes'}
      </Button>
      <Typography variant="body2" role="status">
        {status === 'saved' ? 'All changes saved.' : ''}
      </Typography>
    </Stack>
  );
}
