import * as React from 'react';
import Button from '@mui/joy/Button';
import Snackbar from '@mui/joy/Snackbar';

export default function InvertedSnackbar() {
  const [open, setOpen] = React.useState(false);
  const [archived, setArchived] = React.useState(0);

  return (
    <div>
      <Button
        variant="outlined"
        onClick={() => {
          setArchived((n) => n + 1);
          setOpen(true);
        }}
      >
        Archive conversation
      </Button>
      <Snackbar
        variant="solid"
        color="primary"
        invertedColors
        open={open}
        autoHideDuration={5000}
        onClose={() => setOpen(false)}
        endDecorator={
          <Button
            size="sm"
            variant="soft"
            onClick={() => {
              setArchived((n) => n - 1);
              setOpen(false);
            }}
          >
            Undo
          </Button>
        }
      >
        Conversation archived ({archived} in the archive).
      </Snackbar>
    </div>
  );
}
