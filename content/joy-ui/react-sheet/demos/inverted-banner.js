import * as React from 'react';
import Button from '@mui/joy/Button';
import IconButton from '@mui/joy/IconButton';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import CloseRounded from '@mui/icons-material/CloseRounded';

export default function InvertedBanner() {
  const [color, setColor] = React.useState('primary');
  const [shown, setShown] = React.useState(true);

  if (!shown) {
    return (
      <Button variant="plain" onClick={() => setShown(true)}>
        Show the banner again
      </Button>
    );
  }

  return (
    <Sheet
      variant="solid"
      color={color}
      invertedColors
      component="section"
      aria-label="Promotion"
      sx={{ p: 2, borderRadius: 'md', maxWidth: 520 }}
    >
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <div style={{ flex: 1 }}>
          <Typography level="title-md">Annual billing saves two months</Typography>
          {/* Inverted tertiary text is too faint for small type on a solid color: keep it white. */}
          <Typography level="body-sm" textColor="common.white">
            Switch any time before your next invoice.
          </Typography>
        </div>
        <Button
          variant="solid"
          onClick={() => setColor((c) => (c === 'primary' ? 'success' : 'primary'))}
        >
          {color === 'primary' ? 'Switch' : 'Switched'}
        </Button>
        <IconButton
          variant="plain"
          aria-label="Close the promotion"
          onClick={() => setShown(false)}
        >
          <CloseRounded />
        </IconButton>
      </Stack>
    </Sheet>
  );
}
