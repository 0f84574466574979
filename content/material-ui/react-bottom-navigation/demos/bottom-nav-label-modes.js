import * as React from 'react';
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import RestoreIcon from '@mui/icons-material/Restore';
import FavoriteIcon from '@mui/icons-material/Favorite';
import PlaceIcon from '@mui/icons-material/Place';
import FolderIcon from '@mui/icons-material/Folder';

export default function BottomNavLabelModes() {
  const [value, setValue] = React.useState('recents');
  const [showLabels, setShowLabels] = React.useState(false);

  return (
    <Stack spacing={2} sx={{ maxWidth: 420, mx: 'auto' }}>
      <FormControlLabel
        control={
          <Switch
            checked={showLabels}
            onChange={(event) => setShowLabels(event.target.checked)}
          />
        }
        label="Show every label"
      />
      <Paper elevation={3} component="nav" aria-label="Library sections">
        <BottomNavigation
          showLabels={showLabels}
          value={value}
          onChange={(_event, next) => setValue(next)}
        >
          <BottomNavigationAction
            label="Recents"
            value="recents"
            icon={<RestoreIcon />}
          />
          <BottomNavigationAction
            label="Favorites"
            value="favorites"
            icon={<FavoriteIcon />}
          />
          <BottomNavigationAction
            label="Nearby"
            value="nearby"
            icon={<PlaceIcon />}
          />
          <BottomNavigationAction
            label="Folders"
            value="folders"
            icon={<FolderIcon />}
          />
        </BottomNavigation>
      </Paper>
    </Stack>
  );
}
