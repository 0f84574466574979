import * as React from 'react';
import { Dropdown } from '@mui/base/Dropdown';
import { MenuButton } from '@mui/base/MenuButton';
import { Menu } from '@mui/base/Menu';
import { MenuItem } from '@mui/base/MenuItem';
import './row-actions-menu.css';

export default function RowActionsMenuCss() {
  const [last, setLast] = React.useState('none yet');
  return (
    <div className="row-actions">
      <span>report.pdf</span>
      <Dropdown>
        <MenuButton
          className="row-actions-button"
          aria-label="Actions for report.pdf"
        >
          ⋯
        </MenuButton>
        <Menu className="row-actions-menu">
          <MenuItem onClick={() => setLast('Rename')}>Rename</MenuItem>
          <MenuItem onClick={() => setLast('Duplicate')}>Duplicate</MenuItem>
          <MenuItem disabled>Share (owner only)</MenuItem>
          <MenuItem onClick={() => setLast('Delete')}>Delete</MenuItem>
        </Menu>
      </Dropdown>
      <span>Last action: {last}</span>
    </div>
  );
}
