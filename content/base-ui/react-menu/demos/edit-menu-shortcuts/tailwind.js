import * as React from 'react';
import { Dropdown } from '@mui/base/Dropdown';
import { MenuButton } from '@mui/base/MenuButton';
import { Menu } from '@mui/base/Menu';
import { MenuItem } from '@mui/base/MenuItem';

// A wrapper adds the shortcut and passes every MenuItem prop through. label keeps type-ahead
// working on the text alone, since the item's content now holds the shortcut too.
function EditItem({ shortcut, children, ...other }) {
  return (
    <MenuItem
      {...other}
      className="flex cursor-pointer justify-between gap-4 rounded-md px-2.5 py-1.5 outline-0 hover:bg-slate-200 focus:bg-slate-200"
      label={children}
    >
      <span>{children}</span>
      <kbd className="font-[inherit] text-[13px] text-slate-600">{shortcut}</kbd>
    </MenuItem>
  );
}

export default function EditMenuShortcutsTailwind() {
  const [last, setLast] = React.useState('none yet');
  return (
    <div className="flex items-center gap-3">
      <Dropdown>
        <MenuButton className="cursor-pointer rounded-md border border-solid border-slate-500 bg-white px-3 py-1.5 text-slate-900 focus-visible:outline focus-visible:outline-[3px] focus-visible:outline-blue-200 [&.base--expanded]:bg-slate-200">
          Edit
        </MenuButton>
        <Menu
          slotProps={{
            root: { disablePortal: true, className: 'z-10' },
            listbox: {
              className:
                'my-1 min-w-[220px] list-none rounded-lg border border-solid border-slate-300 bg-white p-1 text-slate-900 shadow-lg',
            },
          }}
        >
          <EditItem shortcut="Ctrl+Z" onClick={() => setLast('Undo')}>
            Undo
          </EditItem>
          <EditItem shortcut="Ctrl+X" onClick={() => setLast('Cut')}>
            Cut
          </EditItem>
          <EditItem shortcut="Ctrl+C" onClick={() => setLast('Copy')}>
            Copy
          </EditItem>
          <EditItem shortcut="Ctrl+V" onClick={() => setLast('Paste')}>
            Paste
          </EditItem>
        </Menu>
      </Dropdown>
      <span>Last command: {last}</span>
    </div>
  );
}
