import * as React from 'react';
import { Dropdown } from '@mui/base/Dropdown';
import { MenuButton } from '@mui/base/MenuButton';
import { Menu, MenuOwnerState } from '@mui/base/Menu';
import { MenuItem } from '@mui/base/MenuItem';
import { CssTransition } from '@mui/base/Transitions';

// A custom listbox slot: the transition wraps the list, and the owner state stays off the DOM.
const FadingListbox = React.forwardRef(function FadingListbox(
  props: React.HTMLAttributes<HTMLUListElement> & { ownerState: MenuOwnerState },
  ref: React.Ref<HTMLUListElement>,
) {
  const { ownerState, ...other } = props;
  return (
    <CssTransition
      enterClassName="!opacity-100 ![transform:none]"
      lastTransitionedPropertyOnExit="transform"
      className="origin-top-left -translate-y-1 scale-95 opacity-0 transition-[opacity,transform] duration-150 motion-reduce:duration-[1ms]"
    >
      <ul
        ref={ref}
        {...other}
        className="my-1 min-w-[180px] list-none rounded-lg border border-solid border-slate-300 bg-white p-1 text-slate-900 shadow-lg"
      />
    </CssTransition>
  );
});

const sizes = ['Small', 'Medium', 'Large'];

export default function FadingMenuTailwind() {
  const [size, setSize] = React.useState('Medium');
  return (
    <div className="flex min-h-[160px] items-start gap-3">
      <Dropdown>
        <MenuButton className="cursor-pointer rounded-md border border-solid border-slate-500 bg-white px-3 py-1.5 text-slate-900">
          Text size
        </MenuButton>
        <Menu slots={{ listbox: FadingListbox }} slotProps={{ root: { disablePortal: true, className: 'z-10' } }}>
          {sizes.map((name) => (
            <MenuItem
              key={name}
              onClick={() => setSize(name)}
              className="cursor-pointer rounded-md px-2.5 py-1.5 outline-0 hover:bg-slate-200 focus:bg-slate-200"
            >
              {name}
            </MenuItem>
          ))}
        </Menu>
      </Dropdown>
      <span className="py-1.5">Size: {size}</span>
    </div>
  );
}
