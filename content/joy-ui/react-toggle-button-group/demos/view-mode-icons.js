import * as React from 'react';
import IconButton from '@mui/joy/IconButton';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';
import Typography from '@mui/joy/Typography';
import GridView from '@mui/icons-material/GridView';
import ViewList from '@mui/icons-material/ViewList';
import ViewModule from '@mui/icons-material/ViewModule';

export default function ViewModeIcons() {
  const [mode, setMode] = React.useState('grid');

  return (
    <div>
      <ToggleButtonGroup
        value={mode}
        // Returning null would leave nothing pressed: keep the current mode instead.
        onChange={(_e, value) => value && setMode(value)}
        aria-label="View mode"
        spacing={0.5}
        color="primary"
      >
        <IconButton value="list" aria-label="List">
          <ViewList />
        </IconButton>
        <IconButton value="grid" aria-label="Grid">
          <GridView />
        </IconButton>
        <IconButton value="gallery" aria-label="Gallery">
          <ViewModule />
        </IconButton>
      </ToggleButtonGroup>
      <Typography level="body-sm" sx={{ mt: 1 }}>
        Showing files as: {mode}
      </Typography>
    </div>
  );
}
