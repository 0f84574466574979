import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import Fade from '@mui/material/Fade';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grow from '@mui/material/Grow';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Zoom from '@mui/material/Zoom';
import AddIcon from '@mui/icons-material/Add';

export default function FadeGrowZoom() {
  const [shown, setShown] = React.useState(true);

  return (
    <Stack spacing={2}>
      <FormControlLabel
        control={
          <Switch
            checked={shown}
            onChange={(event) => setShown(event.target.checked)}
          />
        }
        label="Show notifications"
      />
      <Box
        sx={{
          display: 'flex',
          gap: 2,
          alignItems: 'flex-start',
          flexWrap: 'wrap',
          minHeight: 64,
        }}
      >
        <Fade in={shown} appear={false}>
          <Alert severity="info">Fade: backup finished.</Alert>
        </Fade>
        <Grow
          in={shown}
          appear={false}
          style={{ transformOrigin: '0 0 0' }}
          {...(shown ? { timeout: 600 } : {})}
        >
          <Alert severity="success">Grow: 3 files synced.</Alert>
        </Grow>
        <Zoom
          in={shown}
          appear={false}
          style={{ transitionDelay: shown ? '300ms' : '0ms' }}
          unmountOnExit
        >
          <Fab color="primary" size="small" aria-label="New note">
            <AddIcon />
          </Fab>
        </Zoom>
      </Box>
    </Stack>
  );
}
