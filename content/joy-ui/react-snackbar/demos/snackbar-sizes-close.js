import * as React from 'react';
import Button from '@mui/joy/Button';
import IconButton from '@mui/joy/IconButton';
import Snackbar from '@mui/joy/Snackbar';
import Stack from '@mui/joy/Stack';
import CloudDone from '@mui/icons-material/CloudDoneOutlined';
import Close from '@mui/icons-material/Close';

export default function SnackbarSizesClose() {
  const [size, setSize] = React.useState(null);

  return (
    <Stack direction="row" spacing={1}>
      {['sm', 'md', 'lg'].map((value) => (
        <Button
          key={value}
          size={value}
          variant="outlined"
          color="neutral"
          onClick={() => setSize(value)}
        >
          Show {value}
        </Button>
      ))}
      {/* size sets padding and text; decorators hold an icon and a named close button. */}
      <Snackbar
        role="status"
        size={size ?? 'md'}
        variant="outlined"
        open={size !== null}
        autoHideDuration={4000}
        onClose={(_event, reason) => {
          if (reason !== 'clickaway') {
            setSize(null);
          }
        }}
        startDecorator={<CloudDone />}
        endDecorator={
          <IconButton
            size="sm"
            variant="plain"
            color="neutral"
            aria-label="Dismiss"
            onClick={() => setSize(null)}
          >
            <Close />
          </IconButton>
        }
      >
        All changes saved to the cloud.
      </Snackbar>
    </Stack>
  );
}
