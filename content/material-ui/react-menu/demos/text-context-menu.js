import * as React from 'react';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';

export default function TextContextMenu() {
  const [position, setPosition] = React.useState(null);
  const [action, setAction] = React.useState('');

  const handleContextMenu = (event) => {
    event.preventDefault();
    // A second right-click while open closes it, as native context menus do.
    setPosition(
      position === null ? { left: event.clientX + 2, top: event.clientY - 6 } : null,
    );
  };

  const choose = (name) => {
    setAction(name);
    setPosition(null);
  };

  return (
    <div onContextMenu={handleContextMenu} style={{ cursor: 'context-menu' }}>
      <Typography>
        Right-click this paragraph to open a menu where the pointer is, instead of
        the browser’s own.
      </Typography>
      <Typography variant="body2" role="status" sx={{ mt: 1 }}>
        {action ? `Chosen: ${action}` : ''}
      </Typography>
      <Menu
        open={position !== null}
        onClose={() => setPosition(null)}
        anchorReference="anchorPosition"
        anchorPosition={position ?? undefined}
      >
        <MenuItem onClick={() => choose('Copy')}>Copy</MenuItem>
        <MenuItem onClick={() => choose('Highlight')}>Highlight</MenuItem>
        <MenuItem onClick={() => choose('Add comment')}>Add comment</MenuItem>
      </Menu>
    </div>
  );
}
