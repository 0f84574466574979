import * as React from 'react';
import { Dropdown } from '@mui/base/Dropdown';
import { MenuButton } from '@mui/base/MenuButton';
import { Menu, MenuOwnerState } from '@mui/base/Menu';
import { MenuItem } from '@mui/base/MenuItem';
import { CssTransition } from '@mui/base/Transitions';
import './fading-menu.css';

// A custom listbox slot: the transition wraps the list, and the owner state stays off the DOM.
const FadingListbox = React.forwardRef(function FadingListbox(
  props: React.HTMLAttributes<HTMLUListElement> & { ownerState: MenuOwnerState },
  ref: React.Ref<HTMLUListElement>,
) {
  const { ownerState, ...other } = props;
  return (
    <CssTransition className="fading-menu-fade" enterClassName="fading-menu-open" lastTransitionedPropertyOnExit="transform">
      <ul ref={ref} {...other} />
    </CssTransition>
  );
});

const sizes = ['Small', 'Medium', 'Large'];

export default function FadingMenuCss() {
  const [size, setSize] = React.useState('Medium');
  return (
    <div className="fading-menu">
      <Dropdown>
        <MenuButton className="fading-menu-trigger">Text size</MenuButton>
        <Menu slots={{ listbox: FadingListbox }} slotProps={{ root: { className: 'fading-menu-layer' }, listbox: { className: 'fading-menu-list' } }}>
          {sizes.map((name) => (
            <MenuItem key={name} className="fading-menu-item" onClick={() => setSize(name)}>
              {name}
            </MenuItem>
          ))}
        </Menu>
      </Dropdown>
      <span>Size: {size}</span>
    </div>
  );
}
