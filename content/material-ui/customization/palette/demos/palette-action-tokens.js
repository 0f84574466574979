import * as React from 'react';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';

const TOKENS = ['hover', 'selected', 'focus', 'disabledBackground'];

// palette.action holds the translucent overlays every interactive component uses for its
// states; a custom list built from them matches Material UI's own.
export default function PaletteActionTokens() {
  const theme = useTheme();
  const [selected, setSelected] = React.useState(1);

  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ width: '100%' }}
    >
      <Paper variant="outlined" sx={{ width: 240 }}>
        <List component="nav" aria-label="Folders" dense>
          {['Inbox', 'Starred', 'Archive'].map((folder, index) => (
            <ListItemButton
              key={folder}
              selected={index === selected}
              onClick={() => setSelected(index)}
            >
              <ListItemText primary={folder} />
            </ListItemButton>
          ))}
          <ListItemButton disabled>
            <ListItemText primary="Spam (empty)" />
          </ListItemButton>
        </List>
      </Paper>
      <Stack spacing={0.5}>
        {TOKENS.map((token) => (
          <Stack
            key={token}
            direction="row"
            spacing={1}
            sx={{ alignItems: 'center' }}
          >
            <Stack
              aria-hidden
              sx={{
                width: 40,
                height: 20,
                borderRadius: 0.5,
                bgcolor: `action.${token}`,
                border: 1,
                borderColor: 'divider',
              }}
            />
            <Typography variant="caption" sx={{ fontFamily: 'monospace' }}>
              action.{token}: {String(theme.palette.action[token])}
            </Typography>
          </Stack>
        ))}
        <Typography variant="caption" sx={{ fontFamily: 'monospace' }}>
          action.selectedOpacity: {theme.palette.action.selectedOpacity}
        </Typography>
      </Stack>
    </Stack>
  );
}
