import * as React from 'react';
import { Dropdown } from '@mui/base/Dropdown';
import { MenuButton } from '@mui/base/MenuButton';
import { Menu, MenuOwnerState } from '@mui/base/Menu';
import { MenuItem } from '@mui/base/MenuItem';
import { CssTransition } from '@mui/base/Transitions';
import { styled } from '@mui/system';

const Fade = styled(CssTransition)({
  opacity: 0,
  transform: 'scale(0.95) translateY(-4px)',
  transformOrigin: 'top left',
  transition: 'opacity 150ms, transform 150ms',
  '&.open': { opacity: 1, transform: 'none' },
  '@media (prefers-reduced-motion: reduce)': { transitionDuration: '1ms' },
});
const List = styled('ul')({
  minWidth: 180,
  margin: '4px 0',
  padding: 4,
  listStyle: 'none',
  border: '1px solid #cbd5e1',
  borderRadius: 8,
  backgroundColor: '#fff',
  color: '#0f172a',
  boxShadow: '0 4px 16px rgb(15 23 42 / 0.15)',
});

// A custom listbox slot: the transition wraps the list, and the owner state stays off the DOM.
const FadingListbox = React.forwardRef(function FadingListbox(
  props: React.HTMLAttributes<HTMLUListElement> & { ownerState: MenuOwnerState },
  ref: React.Ref<HTMLUListElement>,
) {
  const { ownerState, ...other } = props;
  return (
    <Fade enterClassName="open" lastTransitionedPropertyOnExit="transform">
      <List ref={ref} {...other} />
    </Fade>
  );
});

const Item = styled(MenuItem)({
  padding: '6px 10px',
  borderRadius: 6,
  cursor: 'pointer',
  outline: 0,
  '&:hover, &.base--focusVisible, &:focus': { backgroundColor: '#e2e8f0' },
});
const Trigger = styled(MenuButton)({
  padding: '6px 12px',
  border: '1px solid #64748b',
  borderRadius: 6,
  backgroundColor: '#fff',
  color: '#0f172a',
  font: 'inherit',
  cursor: 'pointer',
});

const sizes = ['Small', 'Medium', 'Large'];

export default function FadingMenuSystem() {
  const [size, setSize] = React.useState('Medium');
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 12, minHeight: 160, alignContent: 'flex-start' }}>
      <Dropdown>
        <Trigger>Text size</Trigger>
        <Menu slots={{ listbox: FadingListbox }} slotProps={{ root: { style: { zIndex: 10 } } }}>
          {sizes.map((name) => (
            <Item key={name} onClick={() => setSize(name)}>
              {name}
            </Item>
          ))}
        </Menu>
      </Dropdown>
      <span>Size: {size}</span>
    </div>
  );
}
