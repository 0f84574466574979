import * as React from 'react';
import ButtonGroup from '@mui/joy/ButtonGroup';
import IconButton from '@mui/joy/IconButton';
import Typography from '@mui/joy/Typography';
import Add from '@mui/icons-material/Add';
import Remove from '@mui/icons-material/Remove';

export default function IconZoomGroup() {
  const [zoom, setZoom] = React.useState(100);

  return (
    <ButtonGroup aria-label="Zoom" size="sm">
      <IconButton
        aria-label="Zoom out"
        disabled={zoom <= 50}
        onClick={() => setZoom((z) => z - 10)}
      >
        <Remove />
      </IconButton>
      {/* Non-button content can sit in a group too. */}
      <Typography
        level="body-sm"
        aria-live="polite"
        sx={{
          px: 1.5,
          display: 'flex',
          alignItems: 'center',
          minWidth: 56,
          justifyContent: 'center',
        }}
      >
        {zoom}%
      </Typography>
      <IconButton
        aria-label="Zoom in"
        disabled={zoom >= 200}
        onClick={() => setZoom((z) => z + 10)}
      >
        <Add />
      </IconButton>
    </ButtonGroup>
  );
}
