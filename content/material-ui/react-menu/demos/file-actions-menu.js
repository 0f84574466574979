import * as React from 'react';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import Stack from '@mui/material/Stack';

export default function FileActionsMenu() {
  const [anchorEl, setAnchorEl] = React.useState(null);
  const [last, setLast] = React.useState('');
  const open = Boolean(anchorEl);

  const run = (action) => {
    setLast(action);
    setAnchorEl(null);
  };

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Button
        id="file-actions-button"
        aria-controls={open ? 'file-actions-menu' : undefined}
        aria-haspopup="true"
        aria-expanded={open ? 'true' : undefined}
        onClick={(event) => setAnchorEl(event.currentTarget)}
      >
        File
      </Button>
      <Menu
        id="file-actions-menu"
        anchorEl={anchorEl}
        open={open}
        onClose={() => setAnchorEl(null)}
        MenuListProps={{ 'aria-labelledby': 'file-actions-button' }}
      >
        <MenuItem onClick={() => run('New')}>New</MenuItem>
        <MenuItem onClick={() => run('Duplicate')}>Duplicate</MenuItem>
        <MenuItem onClick={() => run('Rename')}>Rename</MenuItem>
      </Menu>
      <Typography variant="body2" role="status">
        {last ? `Last action: ${last}` : ''}
      </Typography>
    </Stack>
  );
}
