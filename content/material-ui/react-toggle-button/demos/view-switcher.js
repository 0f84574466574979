import * as React from 'react';
import ViewListIcon from '@mui/icons-material/ViewList';
import ViewModuleIcon from '@mui/icons-material/ViewModule';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';

const photos = [
  'Harbour at dawn',
  'Old town',
  'Market',
  'Lighthouse',
  'Vineyard',
  'River bend',
];

export default function ViewSwitcher() {
  const [view, setView] = React.useState('grid');

  return (
    <div>
      <ToggleButtonGroup
        exclusive
        value={view}
        onChange={(_event, next) => next && setView(next)}
        aria-label="Layout"
        sx={{ mb: 2 }}
      >
        <ToggleButton value="list">
          <ViewListIcon sx={{ mr: 1 }} />
          List
        </ToggleButton>
        <ToggleButton value="grid">
          <ViewModuleIcon sx={{ mr: 1 }} />
          Grid
        </ToggleButton>
      </ToggleButtonGroup>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 1,
          gridTemplateColumns:
            view === 'grid' ? 'repeat(auto-fill, minmax(140px, 1fr))' : '1fr',
        }}
      >
        {photos.map((photo) => (
          <Paper
            key={photo}
            component="li"
            variant="outlined"
            sx={{ p: view === 'grid' ? 3 : 1 }}
          >
            <Typography variant="body2">{photo}</Typography>
          </Paper>
        ))}
      </Box>
    </div>
  );
}
