import * as React from 'react';
import Forward30Icon from '@mui/icons-material/Forward30';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import Replay10Icon from '@mui/icons-material/Replay10';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';

export default function PodcastControlsCard() {
  const [playing, setPlaying] = React.useState(false);

  return (
    // A horizontal card: content and controls on one side, artwork on the other.
    <Card sx={{ display: 'flex', maxWidth: 420 }}>
      <Box sx={{ display: 'flex', flexDirection: 'column', flex: 1 }}>
        <CardContent sx={{ flex: '1 0 auto' }}>
          <Typography component="h3" variant="h6">
            Episode 42: Design tokens
          </Typography>
          <Typography variant="subtitle2" component="p" color="text.secondary">
            The Interface Podcast
          </Typography>
        </CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', pl: 1, pb: 1 }}>
          <IconButton aria-label="Back 10 seconds">
            <Replay10Icon />
          </IconButton>
          <IconButton
            aria-label={playing ? 'Pause' : 'Play'}
            onClick={() => setPlaying(!playing)}
          >
            {playing ? (
              <PauseIcon sx={{ height: 38, width: 38 }} />
            ) : (
              <PlayArrowIcon sx={{ height: 38, width: 38 }} />
            )}
          </IconButton>
          <IconButton aria-label="Forward 30 seconds">
            <Forward30Icon />
          </IconButton>
        </Box>
      </Box>
      <CardMedia
        component="div"
        sx={{
          width: 130,
          flexShrink: 0,
          background: 'radial-gradient(circle at 30% 30%, #ffafcc, #7b2cbf)',
        }}
      />
    </Card>
  );
}
