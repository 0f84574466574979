import * as React from 'react';
import Button from '@mui/material/Button';
import Fade from '@mui/material/Fade';
import Grow from '@mui/material/Grow';
import Slide from '@mui/material/Slide';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';

function SlideFromStart(props) {
  return <Slide {...props} direction="right" />;
}

const transitions = {
  Grow,
  Fade,
  Slide: SlideFromStart,
};

export default function TransitionSnackbars() {
  const [state, setState] = React.useState({ open: false, name: 'Grow' });

  return (
    <Stack direction="row" spacing={1}>
      {Object.keys(transitions).map((name) => (
        <Button
          key={name}
          variant="outlined"
          onClick={() => setState({ open: true, name })}
        >
          {name}
        </Button>
      ))}
      <Snackbar
        open={state.open}
        onClose={() => setState((current) => ({ ...current, open: false }))}
        TransitionComponent={transitions[state.name]}
        message={`Appeared with ${state.name}`}
        key={state.name}
        autoHideDuration={2500}
      />
    </Stack>
  );
}
