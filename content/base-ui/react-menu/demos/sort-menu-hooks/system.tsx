import * as React from 'react';
import { useDropdown, DropdownContext } from '@mui/base/useDropdown';
import { useMenuButton } from '@mui/base/useMenuButton';
import { useMenu, MenuProvider } from '@mui/base/useMenu';
import { useMenuItem } from '@mui/base/useMenuItem';
import { styled } from '@mui/system';

const Button = styled('button')({
  padding: '4px 10px',
  border: '1px solid #64748b',
  borderRadius: 6,
  backgroundColor: '#fff',
  color: '#0f172a',
  font: 'inherit',
  cursor: 'pointer',
  '&:focus-visible': { outline: '3px solid #93c5fd', outlineOffset: 2 },
});

// No `display` here: the list hides itself with the `hidden` attribute while the menu is closed.
const List = styled('ul')({
  position: 'absolute',
  zIndex: 1,
  minWidth: 160,
  margin: '4px 0',
  padding: 4,
  border: '1px solid #64748b',
  borderRadius: 6,
  backgroundColor: '#fff',
  color: '#0f172a',
  listStyle: 'none',
  boxShadow: '0 4px 16px rgb(15 23 42 / 0.15)',
});

const Item = styled('li')({
  padding: '4px 8px',
  borderRadius: 4,
  cursor: 'pointer',
  outline: 0,
  '&.highlighted': { backgroundColor: '#e2e8f0' },
});

function SortButton({ children }: { children: React.ReactNode }) {
  const { getRootProps } = useMenuButton();
  return <Button {...getRootProps()}>{children}</Button>;
}

function SortList({ children }: { children: React.ReactNode }) {
  const { contextValue, getListboxProps, open } = useMenu();
  return (
    <List {...getListboxProps()} hidden={!open}>
      <MenuProvider value={contextValue}>{children}</MenuProvider>
    </List>
  );
}

function SortItem({ label, onPick }: { label: string; onPick: () => void }) {
  const rootRef = React.useRef<HTMLLIElement>(null);
  const { getRootProps, highlighted } = useMenuItem({ rootRef, label, onClick: onPick });
  return (
    <Item {...getRootProps()} className={highlighted ? 'highlighted' : undefined}>
      {label}
    </Item>
  );
}

const orders = ['Newest first', 'Oldest first', 'Most commented'];

export default function SortMenuHooksSystem() {
  const { contextValue } = useDropdown();
  const [order, setOrder] = React.useState(orders[0]);
  return (
    <div style={{ position: 'relative', minHeight: 140 }}>
      <DropdownContext.Provider value={contextValue}>
        <SortButton>Sort: {order}</SortButton>
        <SortList>
          {orders.map((label) => (
            <SortItem key={label} label={label} onPick={() => setOrder(label)} />
          ))}
        </SortList>
      </DropdownContext.Provider>
    </div>
  );
}
