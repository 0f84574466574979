import ContentCopy from '@mui/icons-material/ContentCopy';
import ContentCut from '@mui/icons-material/ContentCut';
import ContentPaste from '@mui/icons-material/ContentPaste';
import Cloud from '@mui/icons-material/Cloud';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

const items = [
  { label: 'Cut', icon: <ContentCut fontSize="small" />, keys: '⌘X' },
  { label: 'Copy', icon: <ContentCopy fontSize="small" />, keys: '⌘C' },
  { label: 'Paste', icon: <ContentPaste fontSize="small" />, keys: '⌘V' },
];

export default function EditorIconMenu() {
  return (
    <Paper sx={{ width: 280, maxWidth: '100%' }}>
      <MenuList aria-label="Edit">
        {items.map(({ label, icon, keys }) => (
          <MenuItem key={label}>
            <ListItemIcon>{icon}</ListItemIcon>
            <ListItemText>{label}</ListItemText>
            {/* Shortcuts are hints for sighted readers; aria-keyshortcuts would bind nothing here. */}
            <Typography variant="body2" color="text.secondary">
              {keys}
            </Typography>
          </MenuItem>
        ))}
        <Divider />
        <MenuItem>
          <ListItemIcon>
            <Cloud fontSize="small" />
          </ListItemIcon>
          <ListItemText>Web clipboard</ListItemText>
        </MenuItem>
      </MenuList>
    </Paper>
  );
}
