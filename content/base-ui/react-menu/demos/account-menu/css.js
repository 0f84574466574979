import * as React from 'react';
import { Dropdown } from '@mui/base/Dropdown';
import { MenuButton } from '@mui/base/MenuButton';
import { Menu } from '@mui/base/Menu';
import { MenuItem } from '@mui/base/MenuItem';
import './account-menu.css';

export default function AccountMenuCss() {
  const [open, setOpen] = React.useState(false);
  const [closedBy, setClosedBy] = React.useState('not closed yet');
  const handleOpenChange = (event, isOpen) => {
    setOpen(isOpen);
    if (!isOpen) {
      setClosedBy(event ? event.type : 'no event');
    }
  };
  return (
    <div className="account-menu">
      <Dropdown open={open} onOpenChange={handleOpenChange}>
        <MenuButton className="account-menu-button">Ana Souza</MenuButton>
        <Menu className="account-menu-popup">
          <MenuItem>Profile</MenuItem>
          <MenuItem>Billing</MenuItem>
          <li role="separator" className="account-menu-separator" />
          <MenuItem>Team settings</MenuItem>
          <MenuItem>Invite people</MenuItem>
          <li role="separator" className="account-menu-separator" />
          <MenuItem>Sign out</MenuItem>
        </Menu>
      </Dropdown>
      <span>
        Menu {open ? 'open' : 'closed'}; last closing event: {closedBy}
      </span>
    </div>
  );
}
