import * as React from 'react';
import { Dropdown } from '@mui/base/Dropdown';
import { MenuButton as BaseMenuButton } from '@mui/base/MenuButton';
import { Menu } from '@mui/base/Menu';
import { MenuItem as BaseMenuItem } from '@mui/base/MenuItem';
import { styled } from '@mui/system';

const MenuButton = styled(BaseMenuButton)({
  padding: '6px 12px',
  borderRadius: 6,
  border: '1px solid #64748b',
  backgroundColor: '#fff',
  color: '#0f172a',
  font: 'inherit',
  cursor: 'pointer',
  '&.base--expanded': { backgroundColor: '#e2e8f0' },
  '&:focus-visible': { outline: '3px solid #bfdbfe' },
});

const Listbox = styled('ul')({
  margin: '4px 0',
  padding: 4,
  minWidth: 180,
  listStyle: 'none',
  borderRadius: 8,
  border: '1px solid #cbd5e1',
  backgroundColor: '#fff',
  color: '#0f172a',
  boxShadow: '0 4px 16px rgb(15 23 42 / 0.15)',
});

const MenuItem = styled(BaseMenuItem)({
  padding: '6px 10px',
  borderRadius: 6,
  cursor: 'pointer',
  '&:focus, &:hover': { backgroundColor: '#e2e8f0', outline: 0 },
});

const Separator = styled('li')({
  height: 1,
  margin: '4px 0',
  backgroundColor: '#cbd5e1',
});

export default function AccountMenuSystem() {
  const [open, setOpen] = React.useState(false);
  const [closedBy, setClosedBy] = React.useState('not closed yet');
  const handleOpenChange = (event, isOpen) => {
    setOpen(isOpen);
    if (!isOpen) {
      setClosedBy(event ? event.type : 'no event');
    }
  };
  return (
    <div
      style={{ display: 'flex', alignItems: 'center', gap: 12, flexWrap: 'wrap' }}
    >
      <Dropdown open={open} onOpenChange={handleOpenChange}>
        <MenuButton>Ana Souza</MenuButton>
        <Menu
          slots={{ listbox: Listbox }}
          slotProps={{ root: { style: { zIndex: 1300 } } }}
        >
          <MenuItem>Profile</MenuItem>
          <MenuItem>Billing</MenuItem>
          <Separator role="separator" />
          <MenuItem>Team settings</MenuItem>
          <MenuItem>Invite people</MenuItem>
          <Separator role="separator" />
          <MenuItem>Sign out</MenuItem>
        </Menu>
      </Dropdown>
      <span>
        Menu {open ? 'open' : 'closed'}; last closing event: {closedBy}
      </span>
    </div>
  );
}
