import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import IconButton from '@mui/joy/IconButton';
import Stack from '@mui/joy/Stack';

// Stands in for an icon from a third-party package: a plain SVG component that knows nothing
// about Joy, drawn with a stroke in `currentColor` like most outline icon sets.
function BellOutline(props) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </svg>
  );
}

// Box with component= makes it follow Joy's icon variables, set by the component around it.
function JoyBell() {
  return (
    <Box
      component={BellOutline}
      sx={{
        width: 'var(--Icon-fontSize, 1.5rem)',
        height: 'var(--Icon-fontSize, 1.5rem)',
        color: 'var(--Icon-color, currentColor)',
        flexShrink: 0,
      }}
    />
  );
}

export default function ThirdPartySvgIcons() {
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <IconButton size="sm" variant="outlined" aria-label="Notifications">
        <JoyBell />
      </IconButton>
      <IconButton
        size="lg"
        variant="soft"
        color="primary"
        aria-label="Notifications"
      >
        <JoyBell />
      </IconButton>
      <Button startDecorator={<JoyBell />} variant="solid" color="warning">
        Remind me
      </Button>
    </Stack>
  );
}
