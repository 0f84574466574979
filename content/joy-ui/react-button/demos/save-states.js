import * as React from 'react';
import Button from '@mui/joy/Button';
import CircularProgress from '@mui/joy/CircularProgress';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function SaveStates() {
  const [state, setState] = React.useState('idle');
  const timer = React.useRef();

  React.useEffect(() => () => clearTimeout(timer.current), []);

  return (
    <Stack
      direction="row"
      spacing={2}
      sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 2 }}
    >
      {/* loading keeps the button's size and blocks clicks; loadingPosition puts the spinner at the start. */}
      <Button
        loading={state === 'saving'}
        loadingPosition="start"
        loadingIndicator={<CircularProgress size="sm" aria-label="Saving" />}
        onClick={() => {
          setState('saving');
          timer.current = setTimeout(() => setState('saved'), 1500);
        }}
      >
        {state === 'saving' ? 'Saving…' : 'Save draft'}
      </Button>
      {/* disabled: nothing to publish until the draft is saved. */}
      <Button variant="outlined" disabled={state !== 'saved'}>
        Publish
      </Button>
      <Typography level="body-sm" aria-live="polite">
        {state === 'saved'
          ? 'Draft saved. You can publish it now.'
          : 'Save the draft before publishing.'}
      </Typography>
    </Stack>
  );
}
