import * as React from 'react';
import { Dropdown } from '@mui/base/Dropdown';
import { MenuButton } from '@mui/base/MenuButton';
import { Menu } from '@mui/base/Menu';
import { MenuItem } from '@mui/base/MenuItem';

const item = 'cursor-pointer rounded-md px-2.5 py-1.5 hover:bg-slate-200 focus:bg-slate-200 focus:outline-none';
const separator = 'my-1 h-px bg-slate-300';

export default function AccountMenuTailwind() {
  const [open, setOpen] = React.useState(false);
  const [closedBy, setClosedBy] = React.useState('not closed yet');
  const handleOpenChange = (event: React.SyntheticEvent | null, isOpen: boolean) => {
    setOpen(isOpen);
    if (!isOpen) {
      setClosedBy(event ? event.type : 'no event');
    }
  };
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Dropdown open={open} onOpenChange={handleOpenChange}>
        <MenuButton className="cursor-pointer rounded-md border border-solid border-slate-500 bg-white px-3 py-1.5 text-slate-900 focus-visible:outline focus-visible:outline-blue-200 [&.base--expanded]:bg-slate-200">
          Ana Souza
        </MenuButton>
        <Menu
          slotProps={{
            root: { disablePortal: true, className: 'z-10' },
            listbox: {
              className:
                'my-1 min-w-[180px] list-none rounded-lg border border-solid border-slate-300 bg-white p-1 text-slate-900 shadow-lg',
            },
          }}
        >
          <MenuItem className={item}>Profile</MenuItem>
          <MenuItem className={item}>Billing</MenuItem>
          <li role="separator" className={separator} />
          <MenuItem className={item}>Team settings</MenuItem>
          <MenuItem className={item}>Invite people</MenuItem>
          <li role="separator" className={separator} />
          <MenuItem className={item}>Sign out</MenuItem>
        </Menu>
      </Dropdown>
      <span>
        Menu {open ? 'open' : 'closed'}; last closing event: {closedBy}
      </span>
    </div>
  );
}
