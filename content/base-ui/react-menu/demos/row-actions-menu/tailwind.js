import * as React from 'react';
import { Dropdown } from '@mui/base/Dropdown';
import { MenuButton } from '@mui/base/MenuButton';
import { Menu } from '@mui/base/Menu';
import { MenuItem } from '@mui/base/MenuItem';

const item =
  'cursor-pointer rounded-md px-2.5 py-1.5 hover:bg-slate-200 focus:bg-slate-200 focus:outline-none [&.base--disabled]:cursor-default [&.base--disabled]:text-slate-500';

export default function RowActionsMenuTailwind() {
  const [last, setLast] = React.useState('none yet');
  return (
    <div className="flex items-center gap-3">
      <span>report.pdf</span>
      <Dropdown>
        <MenuButton
          aria-label="Actions for report.pdf"
          className="cursor-pointer rounded-md border border-solid border-slate-500 bg-white px-2.5 py-1 text-slate-900 focus-visible:outline focus-visible:outline-blue-200 [&.base--expanded]:bg-slate-200"
        >
          ⋯
        </MenuButton>
        <Menu
          slotProps={{
            root: { disablePortal: true, className: 'z-10' },
            listbox: {
              className:
                'my-1 min-w-40 list-none rounded-lg border border-solid border-slate-300 bg-white p-1 text-slate-900 shadow-lg',
            },
          }}
        >
          <MenuItem className={item} onClick={() => setLast('Rename')}>
            Rename
          </MenuItem>
          <MenuItem className={item} onClick={() => setLast('Duplicate')}>
            Duplicate
          </MenuItem>
          <MenuItem className={item} disabled>
            Share (owner only)
          </MenuItem>
          <MenuItem className={item} onClick={() => setLast('Delete')}>
            Delete
          </MenuItem>
        </Menu>
      </Dropdown>
      <span>Last action: {last}</span>
    </div>
  );
}
