import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import Typography from '@mui/material/Typography';

export default function SelectionToolbarPopper() {
  const [anchor, setAnchor] = React.useState(null);
  const [quoted, setQuoted] = React.useState('');

  const onSelectionEnd = () => {
    const selection = window.getSelection();
    if (!selection || selection.isCollapsed || selection.rangeCount === 0) {
      setAnchor(null);
      return;
    }
    const range = selection.getRangeAt(0);
    // A virtual element: anything with getBoundingClientRect can anchor a popper.
    setAnchor({ getBoundingClientRect: () => range.getBoundingClientRect() });
  };

  return (
    <Box sx={{ maxWidth: 440 }}>
      <Typography
        variant="body2"
        onMouseUp={onSelectionEnd}
        onKeyUp={onSelectionEnd}
      >
        Select a few words of this paragraph with the mouse or with Shift and the
        arrow keys. A small toolbar appears above the selection, wherever it is,
        because the popper is anchored to the selection&apos;s rectangle rather than
        to an element.
      </Typography>
      <Popper open={Boolean(anchor)} anchorEl={anchor} placement="top">
        <Paper elevation={3} sx={{ mb: 1 }}>
          <Button
            size="small"
            onClick={() => {
              setQuoted(window.getSelection()?.toString() ?? '');
              setAnchor(null);
            }}
          >
            Quote
          </Button>
        </Paper>
      </Popper>
      <Typography
        variant="body2"
        color="text.secondary"
        role="status"
        sx={{ mt: 1 }}
      >
        {quoted ? `Quoted: “${quoted}”` : ''}
      </Typography>
    </Box>
  );
}
