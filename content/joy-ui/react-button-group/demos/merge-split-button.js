import * as React from 'react';
import Button from '@mui/joy/Button';
import ButtonGroup from '@mui/joy/ButtonGroup';
import IconButton from '@mui/joy/IconButton';
import Menu from '@mui/joy/Menu';
import MenuItem from '@mui/joy/MenuItem';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';

const actions = ['Merge pull request', 'Squash and merge', 'Rebase and merge'];

export default function MergeSplitButton() {
  const [open, setOpen] = React.useState(false);
  const [selected, setSelected] = React.useState(0);
  const anchorRef = React.useRef(null);
  const menuId = React.useId();

  return (
    <React.Fragment>
      <ButtonGroup
        ref={anchorRef}
        variant="solid"
        color="success"
        aria-label="Merge options"
      >
        <Button>{actions[selected]}</Button>
        <IconButton
          aria-label="Choose a merge method"
          aria-haspopup="menu"
          aria-expanded={open}
          aria-controls={open ? menuId : undefined}
          onClick={() => setOpen(!open)}
        >
          <ArrowDropDownIcon />
        </IconButton>
      </ButtonGroup>
      <Menu
        id={menuId}
        open={open}
        onClose={() => setOpen(false)}
        anchorEl={anchorRef.current}
      >
        {actions.map((action, index) => (
          <MenuItem
            key={action}
            selected={index === selected}
            onClick={() => {
              setSelected(index);
              setOpen(false);
            }}
          >
            {action}
          </MenuItem>
        ))}
      </Menu>
    </React.Fragment>
  );
}
