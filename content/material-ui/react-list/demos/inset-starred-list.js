import StarIcon from '@mui/icons-material/Star';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';

export default function InsetStarredList() {
  return (
    <List sx={{ maxWidth: 360, bgcolor: 'background.paper' }} aria-label="Playlists">
      <ListItem disablePadding>
        <ListItemButton>
          <ListItemIcon>
            <StarIcon />
          </ListItemIcon>
          <ListItemText primary="Favourites" />
        </ListItemButton>
      </ListItem>
      {/* inset leaves the icon's space empty, so the text lines up with the row above. */}
      <ListItem disablePadding>
        <ListItemButton>
          <ListItemText inset primary="Road trip" />
        </ListItemButton>
      </ListItem>
      <ListItem disablePadding>
        <ListItemButton>
          <ListItemText inset primary="Focus" />
        </ListItemButton>
      </ListItem>
    </List>
  );
}
