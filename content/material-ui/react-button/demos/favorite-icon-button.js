import * as React from 'react';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import NotificationsIcon from '@mui/icons-material/Notifications';
import NotificationsOffIcon from '@mui/icons-material/NotificationsOff';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';

export default function FavoriteIconButton() {
  const [favorite, setFavorite] = React.useState(false);
  const [muted, setMuted] = React.useState(false);

  return (
    <Stack direction="row" spacing={1}>
      {/* A toggle: the label stays the same and aria-pressed carries the state. */}
      <IconButton
        aria-label="Favorite"
        aria-pressed={favorite}
        color={favorite ? 'error' : 'default'}
        onClick={() => setFavorite(!favorite)}
      >
        {favorite ? <FavoriteIcon /> : <FavoriteBorderIcon />}
      </IconButton>
      <IconButton
        aria-label="Mute notifications"
        aria-pressed={muted}
        color={muted ? 'default' : 'primary'}
        onClick={() => setMuted(!muted)}
      >
        {muted ? <NotificationsOffIcon /> : <NotificationsIcon />}
      </IconButton>
    </Stack>
  );
}
