import * as React from 'react';
import ArchiveIcon from '@mui/icons-material/Archive';
import EditIcon from '@mui/icons-material/Edit';
import FileCopyIcon from '@mui/icons-material/FileCopy';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { styled } from '@mui/material/styles';

const RoundedMenu = styled((props) => (
  <Menu
    elevation={0}
    anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
    transformOrigin={{ vertical: 'top', horizontal: 'right' }}
    {...props}
  />
))(({ theme }) => ({
  '& .MuiPaper-root': {
    marginTop: theme.spacing(1),
    minWidth: 180,
    borderRadius: theme.shape.borderRadius * 1.5,
    border: `1px solid ${theme.palette.divider}`,
    boxShadow: theme.shadows[4],
  },
  '& .MuiMenuItem-root': {
    gap: theme.spacing(1.5),
    '& .MuiSvgIcon-root': { fontSize: 18, color: theme.palette.text.secondary },
  },
}));

export default function StyledOptionsMenu() {
  const [anchorEl, setAnchorEl] = React.useState(null);
  const open = Boolean(anchorEl);
  const close = () => setAnchorEl(null);

  return (
    <div>
      <Button
        id="styled-options-button"
        aria-controls={open ? 'styled-options-menu' : undefined}
        aria-haspopup="true"
        aria-expanded={open ? 'true' : undefined}
        variant="contained"
        disableElevation
        onClick={(event) => setAnchorEl(event.currentTarget)}
        endIcon={<KeyboardArrowDownIcon />}
      >
        Options
      </Button>
      <RoundedMenu
        id="styled-options-menu"
        MenuListProps={{ 'aria-labelledby': 'styled-options-button' }}
        anchorEl={anchorEl}
        open={open}
        onClose={close}
      >
        <MenuItem onClick={close} disableRipple>
          <EditIcon />
          Edit
        </MenuItem>
        <MenuItem onClick={close} disableRipple>
          <FileCopyIcon />
          Duplicate
        </MenuItem>
        <Divider sx={{ my: 0.5 }} />
        <MenuItem onClick={close} disableRipple>
          <ArchiveIcon />
          Archive
        </MenuItem>
      </RoundedMenu>
    </div>
  );
}
