import * as React from 'react';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import MusicNote from '@mui/icons-material/MusicNote';

const tracks = ['Opening', 'Harbour lights', 'Night train'];

function Playlist({ title, sx }) {
  return (
    <div>
      <Typography level="body-xs" fontFamily="code">
        {title}
      </Typography>
      <List
        variant="outlined"
        aria-label={title}
        sx={{ width: 220, borderRadius: 'sm', ...sx }}
      >
        {tracks.map((track) => (
          <ListItem key={track}>
            <ListItemButton>
              <ListItemDecorator>
                <MusicNote />
              </ListItemDecorator>
              {track}
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </div>
  );
}

export default function ListCssVariables() {
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
      <Playlist title="Defaults" />
      {/* Taller rows, rounded buttons with a gap between them, and a tighter decorator column. */}
      <Playlist
        title="Tuned"
        sx={{
          '--List-padding': '6px',
          '--List-gap': '4px',
          '--ListItem-minHeight': '48px',
          '--ListItem-radius': '10px',
          '--ListItemDecorator-size': '28px',
        }}
      />
    </Stack>
  );
}
